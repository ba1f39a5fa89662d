import { redirect } from 'react-router';
import type { Route } from './+types/register';
import { register, registrationPage } from '../features/registration/registration.server.ts';
import { RegisterForm, RegistrationNotOffered } from '../features/registration/register-form.tsx';
import { refuse } from '../lib/form.server.ts';
import { guards } from '../lib/guards/registry.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState, serverOf } from '../lib/request.server.ts';

export const middleware: Route.MiddlewareFunction[] = guards('guest');

export function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'registration.meta.register'),
    lang: state.lang,
    ...registrationPage(state, new URL(args.request.url)),
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await register(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.offered) return <RegistrationNotOffered lang={loaderData.lang} />;
  return (
    <RegisterForm
      lang={loaderData.lang}
      country={loaderData.country}
      phoneExample={loaderData.phoneExample}
      redirect={loaderData.redirect}
      answer={actionData ?? null}
    />
  );
}
