import type { Route } from './+types/orders';
import { ordersSearch } from '../../features/courier-orders/courier-orders-search.ts';
import { OrdersScreen } from '../../features/courier-orders/orders-screen.tsx';
import { ordersPage } from '../../features/courier-orders/orders.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageHead } from '../../lib/page.server.ts';
import { requestState } from '../../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return {
    head: pageHead(args, 'courierOrders.meta'),
    lang: state.lang,
    page: await ordersPage(state, ordersSearch.parse(args.request)),
  };
}

export const meta = pageMeta;

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersScreen lang={loaderData.lang} page={loaderData.page} />;
}
