import { redirect } from 'react-router';
import type { Route } from './+types/settings';
import { changeSettings, settingsPage } from '../../features/settings/settings.server.ts';
import { SettingsPage } from '../../features/settings/settings-page.tsx';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'settings.meta'),
    lang: state.lang,
    ...(await settingsPage(state, serverOf(args.context), new URL(args.request.url))),
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await changeSettings(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsPage data={loaderData} answer={actionData ?? null} />;
}
