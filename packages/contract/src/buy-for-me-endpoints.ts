import { z } from 'zod/mini';
import {
  buyForMeEventSchema,
  buyForMeListQuerySchema,
  buyForMeListSchema,
  buyForMeOrderSchema,
  buyForMeQuoteSchema,
  buyForMeRequestSchema,
} from './buy-for-me.ts';
import { endpoint } from './endpoint.ts';
import { idSchema } from './route-params.ts';

/** Buy-for-me's endpoints (decision 0038); the schemas are in `buy-for-me.ts`. */
const orderAnswer = z.object({ data: buyForMeOrderSchema, message: z.optional(z.string()) });
const orderParams = z.object({ id: idSchema });

export const buyForMeQuoteEndpoint = endpoint({
  method: 'POST',
  path: '/buy-for-me/quotes',
  access: 'customer',
  limit: 'orders',
  body: buyForMeRequestSchema,
  response: buyForMeQuoteSchema,
  errors: ['buy_for_me.private_link', 'wallet.currency_not_held', 'wallet.no_rate'],
  tags: ['buy-for-me'],
  summary: 'What an order would cost: items, service fee, local delivery, the total in the paying currency',
  description: 'Saves nothing. The links are checked as the order checks them (http(s), a public host once resolved).',
});

export const createBuyForMeOrderEndpoint = endpoint({
  method: 'POST',
  path: '/buy-for-me/orders',
  access: 'customer',
  limit: 'orders',
  idempotent: true,
  body: buyForMeRequestSchema,
  response: orderAnswer,
  errors: ['buy_for_me.private_link', 'wallet.currency_not_held', 'wallet.no_rate'],
  tags: ['buy-for-me'],
  summary: 'Place an order: paid from the wallet at once, or saved awaiting payment when the balance is short',
});

export const payBuyForMeOrderEndpoint = endpoint({
  method: 'POST',
  path: '/buy-for-me/orders/:id/payment',
  access: 'customer',
  limit: 'orders',
  idempotent: true,
  params: orderParams,
  body: z.strictObject({}),
  response: orderAnswer,
  errors: ['buy_for_me.not_found', 'buy_for_me.impossible_transition', 'wallet.insufficient_funds', 'wallet.no_rate'],
  tags: ['buy-for-me'],
  summary: 'Pay an order awaiting payment, or approve a changed price by paying the difference',
});

export const cancelBuyForMeOrderEndpoint = endpoint({
  method: 'POST',
  path: '/buy-for-me/orders/:id/cancellation',
  access: 'customer',
  limit: 'orders',
  idempotent: true,
  params: orderParams,
  body: z.strictObject({}),
  response: orderAnswer,
  errors: ['buy_for_me.not_found', 'buy_for_me.impossible_transition'],
  tags: ['buy-for-me'],
  summary: 'Cancel an order before the purchase: everything paid goes back to the wallet',
});

export const buyForMeOrdersEndpoint = endpoint({
  method: 'GET',
  path: '/buy-for-me/orders',
  access: 'customer',
  query: buyForMeListQuerySchema,
  response: buyForMeListSchema,
  errors: [],
  tags: ['buy-for-me'],
  summary: 'The customer’s buy-for-me orders, newest first, filtered by state and paged, with counts per state',
});

export const buyForMeOrderEndpoint = endpoint({
  method: 'GET',
  path: '/buy-for-me/orders/:id',
  access: 'customer',
  params: orderParams,
  response: orderAnswer,
  errors: ['buy_for_me.not_found'],
  tags: ['buy-for-me'],
  summary: 'One order: items, amounts, a changed price, its parcel, the timeline',
});

export const buyForMeEventEndpoint = endpoint({
  method: 'POST',
  path: '/buy-for-me/events',
  access: 'machine',
  partners: ['warehouse'],
  limit: 'machine',
  body: buyForMeEventSchema,
  response: z.object({
    data: z.object({ order_id: idSchema, status: z.string(), repeated: z.boolean(), parcel_id: z.nullable(idSchema) }),
  }),
  errors: [
    'buy_for_me.unknown_order',
    'buy_for_me.impossible_transition',
    'buy_for_me.event_conflict',
    'parcels.number_taken',
  ],
  tags: ['buy-for-me', 'machine'],
  summary: 'The buyer’s step: purchased, price changed, arrived (the order becomes a parcel), cancelled',
  description:
    'Each event id is applied once: the same id again answers as the first time (repeated: true); the same id with ' +
    'other content is 409 buy_for_me.event_conflict.',
});
