import type { Route } from './+types/dashboard';
import { Dashboard } from '../../features/dashboard/dashboard.tsx';
import { dashboardParcels } from '../../features/dashboard/dashboard.server.ts';
import { dashboardOrders } from '../../features/dashboard/dashboard-orders.server.ts';
import { dashboardCards } from '../../contributions/dashboard-cards.server.ts';
import { DashboardCards } from '../../contributions/dashboard-cards.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead, requireUser } from '../../lib/page.server.ts';
import { requestState } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const user = requireUser(args.context);
  const [parcels, orders, cards] = await Promise.all([
    dashboardParcels(state),
    dashboardOrders(state),
    dashboardCards(state),
  ]);
  return { head: pageHead(args, 'dashboard.meta'), user, lang: state.lang, parcels, orders, cards };
}

export const meta = pageMeta;

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { user, lang, parcels, orders, cards } = loaderData;
  return (
    <Dashboard
      user={user}
      lang={lang}
      parcels={parcels}
      orders={orders}
      cards={<DashboardCards cards={cards} lang={lang} />}
    />
  );
}
