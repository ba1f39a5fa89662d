import { redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/login-identify';
import { IdentifyScreen } from '../features/identify/identify-forms.tsx';
import { identifyAction, identifyPage } from '../features/identify/identify.server.ts';
import { identifySearch } from '../features/identify/identify-search.ts';
import { refuse } from '../lib/form.server.ts';
import { guards } from '../lib/guards/registry.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState, serverOf } from '../lib/request.server.ts';

export const middleware: Route.MiddlewareFunction[] = guards('guest');

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const url = new URL(args.request.url);
  const page = await identifyPage(url, state, serverOf(args.context));
  if (page.view === 'done') throw redirect(page.redirectTo);
  return {
    head: pageHead(args, 'identity.meta'),
    lang: state.lang,
    page,
    redirect: identifySearch.parse(url).redirect,
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await identifyAction(request, requestState(context), serverOf(context));
  if (!result.ok) return refuse(result);
  return result.document ? redirectDocument(result.redirectTo) : redirect(result.redirectTo);
}

export default function LoginIdentify({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <IdentifyScreen
      lang={loaderData.lang}
      page={loaderData.page}
      redirect={loaderData.redirect}
      answer={actionData ?? null}
    />
  );
}
