import type { Route } from './+types/dashboard';
import { Dashboard } from '../../features/dashboard/dashboard.tsx';
import { dashboardParcels } from '../../features/dashboard/dashboard.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead, requireUser } from '../../lib/page.server.ts';
import { requestState } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'dashboard.meta'),
    user: requireUser(args.context),
    lang: state.lang,
    parcels: await dashboardParcels(state),
  };
}

export const meta = pageMeta;

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <Dashboard user={loaderData.user} lang={loaderData.lang} parcels={loaderData.parcels} />;
}
