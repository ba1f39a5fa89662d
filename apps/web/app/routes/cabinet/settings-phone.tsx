import { href, redirect } from 'react-router';
import type { Route } from './+types/settings-phone';
import { confirmPhone, phoneCodePage } from '../../features/settings/phone.server.ts';
import { PhoneCodeForm } from '../../features/settings/phone-code-form.tsx';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

/** Without a phone change in progress, the settings page (where one starts). */
export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const code = await phoneCodePage(state, serverOf(args.context));
  if (!code) throw redirect(href('/:lang/cabinet/settings', { lang: state.lang }));
  return { head: pageHead(args, 'settings.phone_code.meta'), lang: state.lang, ...code };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await confirmPhone(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function SettingsPhone({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PhoneCodeForm
      lang={loaderData.lang}
      destination={loaderData.destination}
      resendIn={loaderData.resendIn}
      undelivered={loaderData.undelivered}
      answer={actionData ?? null}
    />
  );
}
