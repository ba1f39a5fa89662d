import { courierOrdersEndpoint, type CourierOrderState } from '@yolla/contract';
import { COURIER_ORDER_STATES } from '@yolla/contract/courier-order-lists';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatMoney } from '../../lib/format.ts';
import { pageCount } from '../../lib/page-count.ts';
import { slotText, zoneName } from './courier-format.server.ts';
import type { OrdersQuery } from './courier-orders-search.ts';

/** An order as the list shows it, its slot and fee already in the page's language and the city's clocks. */
export interface OrderRow {
  id: string;
  status: CourierOrderState;
  parcels: number;
  city: string;
  slot: string;
  zone: string;
  fee: string;
}

export interface OrdersPage {
  query: OrdersQuery;
  /** null when the API could not give the list (the page says so). */
  list: {
    rows: OrderRow[];
    total: number;
    pages: number;
    /** Orders per state over all the customer's, and the open ones, whatever the tab. */
    counts: Partial<Record<CourierOrderState | 'open', number>>;
    all: number;
  } | null;
}

/** The customer's courier orders as the tab and page ask, one call. */
export async function ordersPage(state: RequestState, query: OrdersQuery): Promise<OrdersPage> {
  try {
    const { data, meta } = await state.api.call(
      courierOrdersEndpoint,
      { query: { page: query.page, ...(query.status ? { status: query.status } : {}) } },
      { toast: false },
    );
    const counts: Partial<Record<CourierOrderState | 'open', number>> = {};
    for (const status of COURIER_ORDER_STATES) counts[status] = meta.counts[status] ?? 0;
    counts.open =
      meta.counts.open ?? (counts.requested ?? 0) + (counts.scheduled ?? 0) + (counts.out_for_delivery ?? 0);
    return {
      query,
      list: {
        rows: data.map((order) => ({
          id: order.id,
          status: order.status,
          parcels: order.parcel_count,
          city: order.city.name,
          slot: slotText(order.slot, order.slot.time_zone, state.locale),
          zone: zoneName(order.slot.time_zone, state.locale, order.slot.starts_at),
          fee: formatMoney(order.fee, state.locale),
        })),
        total: meta.total,
        pages: pageCount(meta),
        counts,
        all: COURIER_ORDER_STATES.reduce((sum, status) => sum + (counts[status] ?? 0), 0),
      },
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 500) return { query, list: null };
    throw error;
  }
}
