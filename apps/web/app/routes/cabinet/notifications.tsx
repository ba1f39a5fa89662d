import { redirect } from 'react-router';
import type { Route } from './+types/notifications';
import { notificationsSearch } from '../../features/notifications/notifications-search.ts';
import { NotificationsScreen } from '../../features/notifications/notifications-screen.tsx';
import { notificationsAction, notificationsPage } from '../../features/notifications/notifications.server.ts';
import { refuse } from '../../lib/form.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState, serverOf } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'notifications.meta'),
    lang: state.lang,
    page: await notificationsPage(state, notificationsSearch.parse(args.request)),
  };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await notificationsAction(request, requestState(context), serverOf(context));
  return result.ok ? redirect(result.redirectTo) : refuse(result);
}

export default function NotificationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationsScreen lang={loaderData.lang} page={loaderData.page} answer={actionData ?? null} />;
}
