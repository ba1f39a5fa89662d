import {
  cancelCourierOrderEndpoint,
  courierCandidatesEndpoint,
  courierEventEndpoint,
  courierOrderEndpoint,
  courierOrdersEndpoint,
  COURIER_ORDERS_PER_PAGE,
  courierQuoteEndpoint,
  createCourierOrderEndpoint,
  parseCountry,
  type CourierOrderState,
  type OpenOrders,
} from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import type { Db } from '../../db/client.ts';
import { defineModule } from '../../http/module.ts';
import { createCourierEvents } from './courier-orders.events.ts';
import { addressInOpenOrder, findOwnOrder } from './courier-orders.repository.ts';
import { listOrders, openOrders } from './courier-orders.list.ts';
import { createCourierOrders } from './courier-orders.usecases.ts';
import { toSummary } from './courier-orders.views.ts';

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

/**
 * Courier delivery orders (decision 0038): the customer's arrived, paid parcels brought to a saved address in a
 * booked slot, the fee paid from the wallet; the courier service moves them on through the machine access.
 */
export const courierOrdersModule = defineModule({
  name: 'courier-orders',
  provides: {
    courierOrders: () => ({
      open: openOrders,
      stateOf: async (db, customerId, id) => (await findOwnOrder(db, customerId, id))?.status ?? null,
    }),
  },
  setup(deps) {
    const { db, clock, services } = deps;
    const orders = createCourierOrders(deps);
    const events = createCourierEvents({ db, parcels: () => services.parcels });
    return {
      contributes: {
        addressUses: [{ name: 'courier-orders', inUse: addressInOpenOrder }],
      },
      routes(table) {
        table.add(courierCandidatesEndpoint, async ({ customer }) => ({
          data: (await services.parcels.courierCandidates(db, customer.id)).map((parcel) => ({
            id: String(parcel.id),
            tracking_number: parcel.trackingNumber,
            weight_grams: parcel.weightGrams,
            courier_order_id: parcel.courierOrderId === null ? null : String(parcel.courierOrderId),
          })),
        }));
        table.add(courierQuoteEndpoint, async ({ customer, query, request }) => ({
          data: await orders.quote(customer.id, query, request.locale),
        }));
        table.add(createCourierOrderEndpoint, async ({ customer, body, tx, request }) => ({
          data: await orders.create(tx, customer.id, body, request.locale),
          message: request.t('api.courier_order_placed'),
        }));
        table.add(cancelCourierOrderEndpoint, async ({ customer, params, tx, request }) => ({
          data: await orders.cancel(tx, customer.id, Number(params.id), request.locale),
          message: request.t('api.courier_order_cancelled'),
        }));
        table.add(courierOrdersEndpoint, async ({ customer, query, request }) => {
          const { rows, total, counts } = await listOrders(db, customer.id, query.status, query.page, request.locale);
          return {
            data: rows.map((row) =>
              toSummary(row.order, { name: row.cityName, country: parseCountry(row.cityCountry) }, row.parcelCount),
            ),
            meta: { page: query.page, per_page: COURIER_ORDERS_PER_PAGE, total, counts },
          };
        });
        table.add(courierOrderEndpoint, async ({ customer, params, request }) => ({
          data: await orders.detail(customer.id, Number(params.id), request.locale),
        }));
        table.add(courierEventEndpoint, async ({ body, machine }) => {
          const outcome = await events.receive(body, machine.keyId, clock.now());
          return {
            data: { order_id: String(outcome.orderId), status: outcome.status, repeated: outcome.repeated },
          };
        });
      },
    };
  },
});
