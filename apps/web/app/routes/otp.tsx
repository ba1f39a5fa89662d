import { href, redirect } from 'react-router';
import type { Route } from './+types/otp';
import { confirmCode, otpPage } from '../features/registration/registration.server.ts';
import { OtpForm } from '../features/registration/otp-form.tsx';
import { refuse } from '../lib/form.server.ts';
import { guards } from '../lib/guards/registry.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState, serverOf } from '../lib/request.server.ts';

export const middleware: Route.MiddlewareFunction[] = guards('guest');

/** Without a code on its way (no registration, or it expired), registration starts again. */
export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const otp = await otpPage(state, serverOf(args.context));
  if (!otp) throw redirect(href('/:lang/register', { lang: state.lang }));
  return { head: pageHead(args, 'registration.meta.otp'), lang: state.lang, ...otp };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await confirmCode(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function Otp({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OtpForm
      lang={loaderData.lang}
      destination={loaderData.destination}
      resendIn={loaderData.resendIn}
      undelivered={loaderData.undelivered}
      answer={actionData ?? null}
    />
  );
}
