import { INVOICE_MAX_BYTES } from '@yolla/contract';
import { href, redirect } from 'react-router';
import type { Route } from './+types/declaration-edit';
import { editAction, editHeading, editPage } from '../../features/declare/edit.server.ts';
import { EditScreen } from '../../features/declare/edit-screen.tsx';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const { tracknumber } = args.params;
  const page = await editPage(state, tracknumber);
  const heading = editHeading(state, page);
  return {
    head: pageHead(args, 'declare.edit_meta', { title: heading }),
    lang: state.lang,
    heading,
    base: href('/:lang/cabinet/packages/:tracknumber/edit', { lang: state.lang, tracknumber }),
    invoiceLimitMb: INVOICE_MAX_BYTES / (1024 * 1024),
    page,
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await editAction(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function DeclarationEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EditScreen {...loaderData} answer={actionData ?? null} />;
}
