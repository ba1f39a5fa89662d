import { z } from 'zod/mini';
import {
  courierCandidatesSchema,
  courierEventSchema,
  courierOrderListQuerySchema,
  courierOrderListSchema,
  courierOrderRequestSchema,
  courierOrderSchema,
  courierQuoteQuerySchema,
  courierQuoteSchema,
} from './courier-orders.ts';
import { endpoint } from './endpoint.ts';
import { idSchema } from './route-params.ts';

/** Courier delivery orders' endpoints (decision 0038); the schemas are in `courier-orders.ts`. */
const orderAnswer = z.object({ data: courierOrderSchema, message: z.optional(z.string()) });
const orderParams = z.object({ id: idSchema });
const parcelErrors = [
  'parcels.not_found',
  'courier_orders.parcel_not_deliverable',
  'courier_orders.parcel_in_open_order',
] as const;

export const courierCandidatesEndpoint = endpoint({
  method: 'GET',
  path: '/courier-orders/parcels',
  access: 'customer',
  response: courierCandidatesSchema,
  errors: [],
  tags: ['courier-orders'],
  summary: 'The parcels a courier could bring, each with the open courier order holding it (or none)',
});

export const courierQuoteEndpoint = endpoint({
  method: 'GET',
  path: '/courier-orders/quote',
  access: 'customer',
  query: courierQuoteQuerySchema,
  response: courierQuoteSchema,
  errors: [...parcelErrors, 'courier_orders.address_not_found'],
  tags: ['courier-orders'],
  summary: 'The chosen parcels, and for an address its city’s fee and free slots, with the balance',
});

export const createCourierOrderEndpoint = endpoint({
  method: 'POST',
  path: '/courier-orders',
  access: 'customer',
  limit: 'orders',
  idempotent: true,
  body: courierOrderRequestSchema,
  response: orderAnswer,
  errors: [
    ...parcelErrors,
    'courier_orders.address_not_found',
    'courier_orders.slot_full',
    'wallet.insufficient_funds',
  ],
  tags: ['courier-orders'],
  summary: 'Order a courier: books the slot and pays the fee from the wallet',
});

export const cancelCourierOrderEndpoint = endpoint({
  method: 'POST',
  path: '/courier-orders/:id/cancellation',
  access: 'customer',
  limit: 'orders',
  idempotent: true,
  params: orderParams,
  body: z.strictObject({}),
  response: orderAnswer,
  errors: ['courier_orders.not_found', 'courier_orders.not_cancellable'],
  tags: ['courier-orders'],
  summary: 'Cancel before the courier scheduled it: the fee goes back to the wallet and the slot is freed',
});

export const courierOrdersEndpoint = endpoint({
  method: 'GET',
  path: '/courier-orders',
  access: 'customer',
  query: courierOrderListQuerySchema,
  response: courierOrderListSchema,
  errors: [],
  tags: ['courier-orders'],
  summary: 'The customer’s courier orders, newest first, filtered by state and paged, with counts per state',
});

export const courierOrderEndpoint = endpoint({
  method: 'GET',
  path: '/courier-orders/:id',
  access: 'customer',
  params: orderParams,
  response: orderAnswer,
  errors: ['courier_orders.not_found'],
  tags: ['courier-orders'],
  summary: 'One courier order: parcels, the address it goes to, slot, fee, the timeline',
});

export const courierEventEndpoint = endpoint({
  method: 'POST',
  path: '/courier-orders/events',
  access: 'machine',
  partners: ['courier'],
  limit: 'machine',
  body: courierEventSchema,
  response: z.object({ data: z.object({ order_id: idSchema, status: z.string(), repeated: z.boolean() }) }),
  errors: ['courier_orders.unknown_order', 'courier_orders.impossible_transition', 'courier_orders.event_conflict'],
  tags: ['courier-orders', 'machine'],
  summary: 'The courier service’s step: scheduled, out for delivery, delivered (its parcels are then delivered)',
  description:
    'Each event id is applied once: the same id again answers as the first time (repeated: true); the same id with ' +
    'other content is 409 courier_orders.event_conflict.',
});
