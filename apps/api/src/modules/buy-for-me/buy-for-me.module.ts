import {
  BUY_FOR_ME_PER_PAGE,
  buyForMeEventEndpoint,
  buyForMeOrderEndpoint,
  buyForMeOrdersEndpoint,
  buyForMeQuoteEndpoint,
  cancelBuyForMeOrderEndpoint,
  createBuyForMeOrderEndpoint,
  payBuyForMeOrderEndpoint,
} from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { eraseOrderPersonalData, pendingOrders } from './buy-for-me.repository.ts';
import { listOrders } from './buy-for-me.list.ts';
import { createBuyForMeOrderService, createBuyForMeSteps } from './buy-for-me.service.ts';
import { toSummary } from './buy-for-me.views.ts';

/**
 * Buy-for-me orders (decision 0038): the customer asks us to buy items in a shop abroad and pays from the wallet;
 * the partner buyer reports its steps through the machine access, and an arrived order becomes a parcel.
 */
export const buyForMeModule = defineModule({
  name: 'buy-for-me',
  provides: { buyForMeOrders: createBuyForMeOrderService },
  setup({ db, clock, services }) {
    const { orders, events } = createBuyForMeSteps({ db, clock, services });
    return {
      contributes: {
        obligations: [
          {
            name: 'buy-for-me',
            find: async (tx, customerId) => {
              const pending = await pendingOrders(tx, customerId);
              return pending === null
                ? null
                : pending === 'money'
                  ? 'deletion.pending_money'
                  : 'deletion.pending_parcels';
            },
          },
        ],
        erasers: [{ name: 'buy-for-me', erase: eraseOrderPersonalData }],
        notifications: [
          { event: 'buy_for_me_update', templates: { sms: 'buy_for_me.update', email: 'buy_for_me.update' } },
        ],
      },
      routes(table) {
        table.add(buyForMeQuoteEndpoint, async ({ customer, body }) => ({ data: await orders.quote(customer, body) }));
        table.add(createBuyForMeOrderEndpoint, async ({ customer, body, tx, request, reply }) => {
          const order = await orders.create(tx, customer, body);
          reply.status(201);
          const message = order.status === 'paid' ? 'api.buy_for_me_placed' : 'api.buy_for_me_saved';
          return { data: order, message: request.t(message) };
        });
        table.add(payBuyForMeOrderEndpoint, async ({ customer, params, tx, request }) => ({
          data: await orders.pay(tx, customer, Number(params.id)),
          message: request.t('api.buy_for_me_paid'),
        }));
        table.add(cancelBuyForMeOrderEndpoint, async ({ customer, params, tx, request }) => ({
          data: await orders.cancel(tx, customer, Number(params.id)),
          message: request.t('api.buy_for_me_cancelled'),
        }));
        table.add(buyForMeOrdersEndpoint, async ({ customer, query }) => {
          const { rows, items, total, counts } = await listOrders(db, customer.id, query);
          return {
            data: rows.map((row) =>
              toSummary(
                row,
                items.filter((item) => item.orderId === row.id),
              ),
            ),
            meta: { page: query.page, per_page: BUY_FOR_ME_PER_PAGE, total, counts },
          };
        });
        table.add(buyForMeOrderEndpoint, async ({ customer, params }) => ({
          data: await orders.find(customer, Number(params.id)),
        }));
        table.add(buyForMeEventEndpoint, async ({ body, machine }) => {
          const outcome = await events.receive(body, machine.keyId, clock.now());
          return {
            data: {
              order_id: String(outcome.orderId),
              status: outcome.status,
              repeated: outcome.repeated,
              parcel_id: outcome.parcelId === null ? null : String(outcome.parcelId),
            },
          };
        });
      },
    };
  },
});
