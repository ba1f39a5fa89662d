import { z } from 'zod/mini';
import { cityCodeSchema } from './addresses.ts';
import { orderEventSchema } from './buy-for-me.ts';
import {
  COURIER_ORDER_MAX_PARCELS,
  COURIER_ORDER_STATES,
  COURIER_SLOT_PATTERN,
  COURIER_WINDOWS,
} from './courier-order-lists.ts';
import { idSchema } from './route-params.ts';
import { line } from './text-fields.ts';
import { balanceSchema } from './wallet.ts';

/**
 * Courier delivery orders (decision 0038): arrived, paid parcels brought to one of the customer's addresses in a
 * time slot, the fee paid from the wallet. The lists, fees, slots and lifecycle are in `courier-order-lists.ts`.
 */
export const courierOrderStateSchema = z.enum(COURIER_ORDER_STATES);
export const courierSlotSchema = z.string().check(z.regex(COURIER_SLOT_PATTERN, 'validation.invalid_option'));

/** `1,2` or repeated `parcels=1&parcels=2` → ['1', '2'] (each an id). */
const parcelIdsSchema = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.pipe(
    z.transform((value: string | string[]) =>
      (typeof value === 'string' ? value.split(',') : value).map((id) => id.trim()).filter(Boolean),
    ),
    z.array(idSchema).check(z.minLength(1, 'validation.parcels_required'), z.maxLength(COURIER_ORDER_MAX_PARCELS)),
  ),
);

/** The create form as a browser posts it and the API's body: the parcels, the address and the slot. */
export const courierOrderRequestSchema = z.object({
  parcels: parcelIdsSchema,
  address_id: idSchema,
  slot: courierSlotSchema,
});
export type CourierOrderRequest = z.output<typeof courierOrderRequestSchema>;

/** The quote's query: the chosen parcels and, once chosen, the address (its city sets the fee and the slots). */
export const courierQuoteQuerySchema = z.object({
  parcels: parcelIdsSchema,
  address_id: z.optional(idSchema),
});

export const courierSlotOfferSchema = z.object({
  slot: z.string(),
  date: z.iso.date(),
  window: z.enum(COURIER_WINDOWS.map((window) => window.id) as ['10-14', '14-18', '18-21']),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  /** Places left (a full slot is not offered). */
  left: z.int(),
});
export type CourierSlotOffer = z.infer<typeof courierSlotOfferSchema>;

export const courierParcelSchema = z.object({
  id: idSchema,
  tracking_number: z.string(),
  weight_grams: z.nullable(z.int()),
});

/**
 * The customer's parcels a courier could bring (arrived, paid): the order form offers those without an order and
 * shows the others with the open order that holds them.
 */
export const courierCandidatesSchema = z.object({
  data: z.array(z.object({ ...courierParcelSchema.shape, courier_order_id: z.nullable(idSchema) })),
});
export type CourierCandidate = z.infer<typeof courierCandidatesSchema>['data'][number];

export const courierQuoteSchema = z.object({
  data: z.object({
    parcels: z.array(courierParcelSchema),
    weight_grams: z.int(),
    /** Null until an address is chosen. */
    city: z.nullable(z.object({ code: cityCodeSchema, name: z.string(), time_zone: z.string() })),
    fee: z.nullable(balanceSchema),
    slots: z.array(courierSlotOfferSchema),
    balance: balanceSchema,
    short: z.int(),
  }),
});
export type CourierQuote = z.infer<typeof courierQuoteSchema>['data'];

/** The address the order goes to, copied when it was made (the saved address may change or go later). */
export const courierAddressSchema = z.object({
  /** The saved address it was copied from; null once that was deleted. */
  id: z.nullable(idSchema),
  city: z.object({ code: cityCodeSchema, name: z.string() }),
  street: z.string(),
  building: z.string(),
  apartment: z.nullable(z.string()),
  postal_code: z.string(),
  phone: z.string(),
  note: z.nullable(z.string()),
});

export const courierOrderSummarySchema = z.object({
  id: idSchema,
  status: courierOrderStateSchema,
  parcel_count: z.int(),
  city: z.object({ code: cityCodeSchema, name: z.string() }),
  slot: z.object({ slot: z.string(), starts_at: z.iso.datetime(), ends_at: z.iso.datetime(), time_zone: z.string() }),
  fee: balanceSchema,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type CourierOrderSummary = z.infer<typeof courierOrderSummarySchema>;

export const courierOrderSchema = z.object({
  ...courierOrderSummarySchema.shape,
  parcels: z.array(courierParcelSchema),
  address: courierAddressSchema,
  weight_grams: z.int(),
  /** Whether the customer may still cancel (before the courier scheduled it). */
  cancellable: z.boolean(),
  /** The fee refunded on cancellation (null: none). */
  refunded: z.nullable(balanceSchema),
  events: z.array(orderEventSchema),
});
export type CourierOrder = z.infer<typeof courierOrderSchema>;

export const courierOrderListQuerySchema = z.object({
  status: z.optional(z.union([z.literal('open'), courierOrderStateSchema])),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type CourierOrderListQuery = z.output<typeof courierOrderListQuerySchema>;

export const courierOrderListSchema = z.object({
  data: z.array(courierOrderSummarySchema),
  meta: z.object({ page: z.int(), per_page: z.int(), total: z.int(), counts: z.record(z.string(), z.int()) }),
});

/** The courier service's steps, through the machine access (partner `courier`) and its CLI. */
export const courierEventSchema = z.strictObject({
  event_id: line(1, 100),
  order_id: idSchema,
  type: z.enum(['scheduled', 'out_for_delivery', 'delivered']),
  occurred_at: z.iso.datetime({ offset: true }),
  /** The courier's name (scheduled, out for delivery), or who took the parcels (delivered). */
  detail: z.optional(line(1, 200)),
});
export type CourierEvent = z.output<typeof courierEventSchema>;
