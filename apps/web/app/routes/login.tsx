import { translator } from '@yolla/i18n/server';
import { data, redirect } from 'react-router';
import type { Route } from './+types/login';
import { signIn } from '../features/auth/sign-in.server.ts';
import { SignInForm } from '../features/auth/sign-in-form.tsx';
import { guards } from '../lib/guards/registry.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { requestState, serverOf } from '../lib/request.server.ts';

export const middleware: Route.MiddlewareFunction[] = guards('guest');

export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = requestState(context);
  const t = translator(locale);
  return {
    title: t('common.meta.login'),
    description: t('common.meta.login_description'),
    brand: serverOf(context).config.brand,
    redirect: new URL(request.url).searchParams.get('redirect'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.brand, loaderData.description) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const result = await signIn(await request.formData(), requestState(context), serverOf(context));
  if (result.ok) return redirect(result.redirectTo);
  return data(result, { status: result.status });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInForm
      redirect={loaderData.redirect}
      result={actionData && !actionData.ok ? actionData : null}
      supportEmail="support@yolla.az"
    />
  );
}
