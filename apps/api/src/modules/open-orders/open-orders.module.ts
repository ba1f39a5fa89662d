import { openOrdersEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';

/**
 * The dashboard's card of orders in progress in one call (issue 45): the newest open buy-for-me and courier orders
 * and how many of each, one statement per kind, through the services of the two modules that own them.
 */
export const openOrdersModule = defineModule({
  name: 'open-orders',
  setup: ({ db, services }) => ({
    routes(table) {
      table.add(openOrdersEndpoint, async ({ customer, request }) => {
        const [buyForMe, courier] = await Promise.all([
          services.buyForMeOrders.open(db, customer.id),
          services.courierOrders.open(db, customer.id, request.locale),
        ]);
        return { data: { buy_for_me: buyForMe, courier } };
      });
    },
  }),
});
