import type { CourierEvent, CourierOrder, CourierOrderRequest, CourierOrderState, OpenOrders } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import type { Db } from '../../db/client.ts';
import type { ModuleDeps, Services } from '../../http/module.ts';
import { createCourierEvents, type CourierEventOutcome } from './courier-orders.events.ts';
import { openOrders } from './courier-orders.list.ts';
import { findOwnOrder } from './courier-orders.repository.ts';
import { createCourierOrders } from './courier-orders.usecases.ts';

/**
 * What other modules may ask of courier orders: the dashboard's open ones and the state of a customer's order; and
 * the customer's and the courier's steps with the rules their routes apply (the demo seed places its orders so).
 */
export interface CourierOrderService {
  /** The customer's open orders, with city names in the locale. */
  open(db: Db, customerId: number, locale: Locale): Promise<OpenOrders['courier']>;
  /** The state of the customer's order (a parcel's detail shows the order bringing it); null for none of theirs. */
  stateOf(db: Db, customerId: number, id: number): Promise<CourierOrderState | null>;
  /** Places an order in `tx` as `POST /courier-orders` does: slot booked, fee paid from the wallet, parcels linked. */
  place(tx: Db, customerId: number, body: CourierOrderRequest, locale: Locale): Promise<CourierOrder>;
  /** Cancels in `tx` as the customer's cancellation does: the fee back to the wallet. */
  cancel(tx: Db, customerId: number, id: number, locale: Locale): Promise<CourierOrder>;
  /** The courier's step as its machine route applies it (its own transaction). */
  courierStep(event: CourierEvent, actorKey: string, now: Date): Promise<CourierEventOutcome>;
}

declare module '../../http/module.ts' {
  interface Services {
    courierOrders: CourierOrderService;
  }
}

type Deps = Pick<ModuleDeps, 'db' | 'clock'> & {
  services: Pick<Services, 'wallet' | 'parcels' | 'addresses' | 'tariffs'>;
};

export function createCourierOrderService(deps: Deps): CourierOrderService {
  const orders = createCourierOrders(deps);
  const events = createCourierEvents({ db: deps.db, parcels: deps.services.parcels });
  return {
    open: openOrders,
    stateOf: async (db, customerId, id) => (await findOwnOrder(db, customerId, id))?.status ?? null,
    place: orders.create,
    cancel: orders.cancel,
    courierStep: events.receive,
  };
}
