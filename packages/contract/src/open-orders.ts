import { z } from 'zod/mini';
import { buyForMeStateSchema } from './buy-for-me.ts';
import { courierOrderStateSchema } from './courier-orders.ts';
import { endpoint } from './endpoint.ts';

/** How many open orders of each kind the dashboard shows (the newest). */
export const OPEN_ORDERS_SHOWN = 3;

const openOf = <Item extends z.ZodMiniType>(item: Item) => z.object({ items: z.array(item), total: z.int() });

/** The customer's orders still in progress, of each kind: the newest few and how many there are. */
export const openOrdersSchema = z.object({
  buy_for_me: openOf(z.object({ id: z.string(), status: buyForMeStateSchema, title: z.string() })),
  courier: openOf(z.object({ id: z.string(), status: courierOrderStateSchema, city: z.string() })),
});
export type OpenOrders = z.output<typeof openOrdersSchema>;

export const openOrdersEndpoint = endpoint({
  method: 'GET',
  path: '/me/open-orders',
  access: 'customer',
  response: z.object({ data: openOrdersSchema }),
  errors: [],
  tags: ['buy-for-me', 'courier-orders'],
  summary: 'The dashboard’s orders in progress: the newest few buy-for-me and courier orders still open, and how many',
});
