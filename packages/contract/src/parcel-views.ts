import { z } from 'zod/mini';
import { moneySchema } from './money.ts';
import { originSchema } from './tariffs.ts';
import {
  carrierSchema,
  customsCategorySchema,
  deliveryChoiceSchema,
  fileIdSchema,
  parcelCurrencySchema,
  parcelEventSchema,
  parcelStateSchema,
} from './parcels.ts';
import { PARCEL_STATES } from './parcel-lifecycle.ts';
import { idSchema } from './route-params.ts';

export const nextActionSchema = z.enum(['declare', 'pay', 'choose_delivery', 'pick_up']);

/** A parcel in the customer's list: what it is, where it is, what it costs and what the customer must do. */
export const parcelSummarySchema = z.object({
  id: idSchema,
  tracking_number: z.string(),
  carrier: z.nullable(carrierSchema),
  origin: originSchema,
  shop: z.nullable(z.string()),
  state: parcelStateSchema,
  weight_grams: z.nullable(z.int()),
  /** The shipping cost, once the foreign warehouse has weighed the parcel. */
  cost: z.nullable(moneySchema),
  /** `due` from the weighing until it is paid from the wallet; `refunded` once a paid parcel came back (returned). */
  payment: z.enum(['none', 'due', 'paid', 'refunded']),
  declared_total: z.nullable(moneySchema),
  next_action: z.nullable(nextActionSchema),
  updated_at: z.iso.datetime(),
  created_at: z.iso.datetime(),
});
export type ParcelSummary = z.infer<typeof parcelSummarySchema>;

export const timelineEntrySchema = z.object({
  /** `declared` and `changed` are the customer's; the rest are the warehouse system's events. */
  kind: z.union([parcelEventSchema, z.enum(['declared', 'changed', 'arrived_undeclared'])]),
  state: parcelStateSchema,
  at: z.iso.datetime(),
  /** Customs' reason for a hold, the batch of a shipment. */
  detail: z.nullable(z.string()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const parcelMeasuresSchema = z.object({
  weight_grams: z.int(),
  length_cm: z.nullable(z.number()),
  width_cm: z.nullable(z.number()),
  height_cm: z.nullable(z.number()),
});

export const parcelFileSchema = z.object({
  id: fileIdSchema,
  content_type: z.string(),
  size: z.int(),
});

export const parcelDetailSchema = z.object({
  ...parcelSummarySchema.shape,
  items: z.array(
    z.object({
      category: customsCategorySchema,
      description: z.string(),
      quantity: z.int(),
      unit_price: z.int(),
      currency: parcelCurrencySchema,
    }),
  ),
  delivery: z.nullable(deliveryChoiceSchema),
  note: z.nullable(z.string()),
  measures: z.nullable(parcelMeasuresSchema),
  invoice: z.nullable(parcelFileSchema),
  photos: z.array(parcelFileSchema),
  timeline: z.array(timelineEntrySchema),
  /** The declaration may change (still at or on its way to the foreign warehouse). */
  editable: z.boolean(),
  /** When it stopped being editable: the time it left the foreign warehouse. */
  locked_since: z.nullable(z.iso.datetime()),
  delivery_changeable: z.boolean(),
  /** The buy-for-me order it came from. */
  buy_for_me_order_id: z.nullable(idSchema),
  /** The open or delivered courier order bringing it (its delivery choice shows the order). */
  courier_order: z.nullable(z.object({ id: idSchema, status: z.string() })),
});
export type ParcelDetail = z.infer<typeof parcelDetailSchema>;

export const PARCEL_SORTS = ['newest', 'oldest', 'updated', 'cost'] as const;
export type ParcelSort = (typeof PARCEL_SORTS)[number];
export const PARCELS_PER_PAGE = 20;

/** `?status=a,b` or `?status=a&status=b`: the web's multi-select sends either. */
function listOf<T extends string>(values: readonly [T, ...T[]]) {
  return z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.array(z.string())])),
      z.transform((value: string | string[] | undefined) =>
        (Array.isArray(value) ? value : value ? [value] : []).flatMap((part) => part.split(',')).filter(Boolean),
      ),
    ),
    z.array(z.enum(values)),
  );
}

export const parcelListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  status: listOf(PARCEL_STATES),
  origin: listOf(['TR', 'US', 'CN', 'GB', 'DE', 'AE']),
  /** A tracking number or a shop, in part. */
  q: z.optional(z.string().check(z.maxLength(60))),
  sort: z._default(z.enum(PARCEL_SORTS), 'newest'),
});
export type ParcelListQuery = z.output<typeof parcelListQuerySchema>;

export const parcelListSchema = z.object({
  data: z.array(parcelSummarySchema),
  meta: z.object({
    page: z.int(),
    per_page: z.int(),
    total: z.int(),
    /** Parcels per state over all the customer's parcels (the tabs), not only this filter's. */
    counts: z.record(parcelStateSchema, z.int()),
  }),
});
export type ParcelList = z.infer<typeof parcelListSchema>;

/**
 * The dashboard's parcels at a glance: how many in each status, and of the latest parcels (a list page's worth)
 * those that wait for the customer, with the step each waits for.
 */
export const parcelOverviewSchema = z.object({
  counts: z.record(parcelStateSchema, z.int()),
  waiting: z.array(
    z.object({
      id: z.string(),
      tracking_number: z.string(),
      state: parcelStateSchema,
      next_action: nextActionSchema,
    }),
  ),
});
export type ParcelOverview = z.output<typeof parcelOverviewSchema>;
