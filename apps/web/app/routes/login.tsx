import { redirect } from 'react-router';
import type { Route } from './+types/login';
import { signIn } from '../features/auth/sign-in.server.ts';
import { SignInForm } from '../features/auth/sign-in-form.tsx';
import { refuse } from '../lib/form.server.ts';
import { guards } from '../lib/guards/registry.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState, serverOf } from '../lib/request.server.ts';
import { signInSearch } from '../lib/shared-searches.ts';

export const middleware: Route.MiddlewareFunction[] = guards('guest');

export function loader(args: Route.LoaderArgs) {
  return {
    head: pageHead(args, 'auth.meta.login'),
    lang: requestState(args.context).lang,
    redirect: signInSearch.parse(args.request).redirect,
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await signIn(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInForm
      lang={loaderData.lang}
      redirect={loaderData.redirect}
      answer={actionData ?? null}
      supportEmail="support@yolla.az"
    />
  );
}
