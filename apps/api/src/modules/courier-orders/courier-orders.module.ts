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
} from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { createCourierEvents } from './courier-orders.events.ts';
import { addressInOpenOrder } from './courier-orders.repository.ts';
import { createCourierOrderService } from './courier-orders.service.ts';
import { listOrders } from './courier-orders.list.ts';
import { createCourierOrders } from './courier-orders.usecases.ts';
import { toSummary } from './courier-orders.views.ts';

/**
 * Courier delivery orders (decision 0038): the customer's arrived, paid parcels brought to a saved address in a
 * booked slot, the fee paid from the wallet; the courier service moves them on through the machine access.
 */
export const courierOrdersModule = defineModule({
  name: 'courier-orders',
  provides: { courierOrders: createCourierOrderService },
  setup({ db, clock, services }) {
    const orders = createCourierOrders({ db, clock, services });
    const events = createCourierEvents({ db, parcels: services.parcels });
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
