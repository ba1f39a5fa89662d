import { buyForMeOrdersEndpoint, courierOrdersEndpoint, type BuyForMeState } from '@yolla/contract';
import type { CourierOrderState } from '@yolla/contract/courier-order-lists';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';

/** Open orders shown on the dashboard, of each kind. */
const SHOWN = 3;

/** The customer's orders still in progress: buy-for-me and courier deliveries, each the newest few and how many. */
export interface DashboardOrders {
  buyForMe: { items: { id: string; status: BuyForMeState; title: string }[]; total: number } | null;
  courier: { items: { id: string; status: CourierOrderState; city: string }[]; total: number } | null;
}

const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (error instanceof ApiRequestError) return null;
    throw error;
  });

/**
 * One call to each list with `status=open` (the dashboard stays cheap); a list the API could not give is null, and
 * the card shows the other.
 */
export async function dashboardOrders(state: RequestState): Promise<DashboardOrders> {
  const open = { query: { status: 'open' as const, page: 1 } };
  const [buyForMe, courier] = await Promise.all([
    orNull(state.api.call(buyForMeOrdersEndpoint, open, { toast: false })),
    orNull(state.api.call(courierOrdersEndpoint, open, { toast: false })),
  ]);
  return {
    buyForMe: buyForMe && {
      items: buyForMe.data.slice(0, SHOWN).map((order) => ({ id: order.id, status: order.status, title: order.title })),
      total: buyForMe.meta.total,
    },
    courier: courier && {
      items: courier.data
        .slice(0, SHOWN)
        .map((order) => ({ id: order.id, status: order.status, city: order.city.name })),
      total: courier.meta.total,
    },
  };
}
