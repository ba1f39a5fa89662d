import type { CourierOrderState, OpenOrders } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import type { Db } from '../../db/client.ts';
import { openOrders } from './courier-orders.list.ts';
import { findOwnOrder } from './courier-orders.repository.ts';

/** What other modules may ask of courier orders: the dashboard's open ones, and the state of a customer's order. */
export interface CourierOrderService {
  /** The customer's open orders, with city names in the locale. */
  open(db: Db, customerId: number, locale: Locale): Promise<OpenOrders['courier']>;
  /** The state of the customer's order (a parcel's detail shows the order bringing it); null for none of theirs. */
  stateOf(db: Db, customerId: number, id: number): Promise<CourierOrderState | null>;
}

declare module '../../http/module.ts' {
  interface Services {
    courierOrders: CourierOrderService;
  }
}

export function createCourierOrderService(): CourierOrderService {
  return {
    open: openOrders,
    stateOf: async (db, customerId, id) => (await findOwnOrder(db, customerId, id))?.status ?? null,
  };
}
