import { openOrdersEndpoint, type BuyForMeState } from '@yolla/contract';
import type { CourierOrderState } from '@yolla/contract/courier-order-lists';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';

/** The customer's orders still in progress: buy-for-me and courier deliveries, each the newest few and how many. */
export interface DashboardOrders {
  buyForMe: { items: { id: string; status: BuyForMeState; title: string }[]; total: number } | null;
  courier: { items: { id: string; status: CourierOrderState; city: string }[]; total: number } | null;
}

/**
 * One call for the card (`GET /me/open-orders`, one statement per kind); when the API could not answer, both kinds
 * are null and the card says so.
 */
export async function dashboardOrders(state: RequestState): Promise<DashboardOrders> {
  try {
    const { data } = await state.api.call(openOrdersEndpoint, {}, { toast: false });
    return { buyForMe: data.buy_for_me, courier: data.courier };
  } catch (error) {
    if (error instanceof ApiRequestError) return { buyForMe: null, courier: null };
    throw error;
  }
}
