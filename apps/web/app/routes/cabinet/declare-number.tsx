import { INVOICE_MAX_BYTES } from '@yolla/contract';
import { href, redirect } from 'react-router';
import type { Route } from './+types/declare-number';
import { declareAction, declarePage } from '../../features/declare/declare.server.ts';
import { DeclareScreen } from '../../features/declare/declare-screen.tsx';
import { declarationMeter } from '../../features/customs-meter/declaration-meter.tsx';
import { customsMeter } from '../../features/customs-meter/customs-meter.server.ts';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

/** The declaration form with the tracking number of the address filled in. */
export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const { trackingnumber } = args.params;
  const [page, meter] = await Promise.all([
    declarePage(state, trackingnumber, { server: serverOf(args.context), request: args.request }),
    customsMeter(state),
  ]);
  return {
    head: pageHead(args, 'declare.meta'),
    lang: state.lang,
    base: href('/:lang/cabinet/declare/:trackingnumber', { lang: state.lang, trackingnumber }),
    invoiceLimitMb: INVOICE_MAX_BYTES / (1024 * 1024),
    page,
    customsMeter: meter,
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await declareAction(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function DeclareNumberRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { customsMeter: meter, ...screen } = loaderData;
  return <DeclareScreen {...screen} answer={actionData ?? null} customsMeter={declarationMeter(meter, screen.lang)} />;
}
