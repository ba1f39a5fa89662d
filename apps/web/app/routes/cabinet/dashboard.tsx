import type { Route } from './+types/dashboard';
import { Dashboard } from '../../features/dashboard/dashboard.tsx';
import { dashboardParcels } from '../../features/dashboard/dashboard.server.ts';
import { dashboardOrders } from '../../features/dashboard/dashboard-orders.server.ts';
import { CustomsMeterCard } from '../../features/customs-meter/customs-meter.tsx';
import { customsMeter } from '../../features/customs-meter/customs-meter.server.ts';
import { WalletSummaryCard } from '../../features/wallet/wallet-summary.tsx';
import { walletSummary } from '../../features/wallet/wallet-summary.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead, requireUser } from '../../lib/page.server.ts';
import { requestState } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const user = requireUser(args.context);
  const [parcels, meter, wallet, orders] = await Promise.all([
    dashboardParcels(state),
    customsMeter(state),
    walletSummary(state),
    dashboardOrders(state),
  ]);
  return {
    head: pageHead(args, 'dashboard.meta'),
    user,
    lang: state.lang,
    parcels,
    customsMeter: meter,
    wallet,
    orders,
  };
}

export const meta = pageMeta;

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { user, lang, parcels, customsMeter: meter, wallet, orders } = loaderData;
  return (
    <Dashboard
      user={user}
      lang={lang}
      parcels={parcels}
      orders={orders}
      customsMeter={meter ? <CustomsMeterCard meter={meter} lang={lang} /> : null}
      wallet={wallet ? <WalletSummaryCard summary={wallet} lang={lang} /> : null}
    />
  );
}
