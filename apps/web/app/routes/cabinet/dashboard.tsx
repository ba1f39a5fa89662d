import type { Route } from './+types/dashboard';
import { Dashboard } from '../../features/dashboard/dashboard.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead, requireUser } from '../../lib/page.server.ts';
import { requestState } from '../../lib/request.server.ts';

export function loader(args: Route.LoaderArgs) {
  return {
    head: pageHead(args, 'dashboard.meta'),
    user: requireUser(args.context),
    lang: requestState(args.context).lang,
  };
}

export const meta = pageMeta;

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <Dashboard user={loaderData.user} lang={loaderData.lang} />;
}
