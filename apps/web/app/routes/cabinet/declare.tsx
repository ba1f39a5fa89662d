import { INVOICE_MAX_BYTES } from '@yolla/contract';
import { href, redirect } from 'react-router';
import type { Route } from './+types/declare';
import { declareAction, declarePage } from '../../features/declare/declare.server.ts';
import { DeclareScreen } from '../../features/declare/declare-screen.tsx';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'declare.meta'),
    lang: state.lang,
    base: href('/:lang/cabinet/declare', { lang: state.lang }),
    invoiceLimitMb: INVOICE_MAX_BYTES / (1024 * 1024),
    page: await declarePage(state, null, { server: serverOf(args.context), request: args.request }),
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await declareAction(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function DeclareRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DeclareScreen {...loaderData} answer={actionData ?? null} />;
}
