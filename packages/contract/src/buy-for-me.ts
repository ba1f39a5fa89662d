import { z } from 'zod/mini';
import { balanceSchema, walletCurrencySchema } from './wallet.ts';
import { BUY_FOR_ME_LIMITS, BUY_FOR_ME_STATES } from './buy-for-me-lists.ts';
import { PARCEL_CURRENCIES } from './parcel-lists.ts';
import { decimalMinorSchema, gatherItems } from './parcels.ts';
import { idSchema } from './route-params.ts';
import { originSchema } from './tariffs.ts';
import { line, multiline } from './text-fields.ts';

/**
 * Buy-for-me orders (decision 0038): the customer asks the company to buy items in a shop abroad and pays from the
 * wallet. The lists and the lifecycle, without zod, are in `buy-for-me-lists.ts` (the pages import them).
 */
export const buyForMeStateSchema = z.enum(BUY_FOR_ME_STATES);
export const shopCurrencySchema = z.enum(PARCEL_CURRENCIES);

/**
 * A product link: http or https, a host, at most 2,000 characters, no user name or password. Whether its host is
 * a public address is checked by the API after resolving it (`buy_for_me.private_link`, on the field).
 */
export const productLinkSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.trim()),
  ),
  z
    .string()
    .check(z.maxLength(2000, 'validation.too_long'), z.refine(isProductLink, { error: 'validation.product_link' })),
);

export function isProductLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

const itemFields = {
  link: productLinkSchema,
  description: line(2, 200),
  color: z.optional(line(0, 60)),
  size: z.optional(line(0, 60)),
};
const quantitySchema = z.int().check(z.minimum(1), z.maximum(BUY_FOR_ME_LIMITS.quantity));
const unitPriceSchema = z.int().check(z.minimum(1), z.maximum(BUY_FOR_ME_LIMITS.unitPriceMinor));
const localDeliverySchema = z.int().check(z.minimum(0), z.maximum(BUY_FOR_ME_LIMITS.localDeliveryMinor));

export const buyForMeItemRequestSchema = z.strictObject({
  ...itemFields,
  quantity: quantitySchema,
  /** Minor units of the order's currency. */
  unit_price: unitPriceSchema,
});
export type BuyForMeItemRequest = z.output<typeof buyForMeItemRequestSchema>;

/** What the customer asks for (the quote's and the order's body): amounts in minor units of `currency`. */
export const buyForMeRequestSchema = z.strictObject({
  shop_country: originSchema,
  /** The shop's currency: every price of the order is in it. */
  currency: shopCurrencySchema,
  items: z.array(buyForMeItemRequestSchema).check(z.minLength(1), z.maxLength(BUY_FOR_ME_LIMITS.items)),
  /** The shop's delivery to our warehouse inside its country (0: free). */
  local_delivery: localDeliverySchema,
  /** The wallet balance that pays. */
  pay_currency: walletCurrencySchema,
  note: z.optional(z.nullable(multiline(0, 500))),
});
export type BuyForMeRequest = z.output<typeof buyForMeRequestSchema>;

const wholeNumber = z.pipe(
  z.string(),
  z.pipe(
    z.string().check(z.regex(/^\s*\d{1,4}\s*$/, 'validation.number')),
    z.transform((value: string) => Number(value.trim())),
  ),
);

/** The form as a browser posts it: flat rows `items.0.link`, prices as typed decimals (`12,50`). */
export const buyForMeFormSchema = z.pipe(
  z.transform((values: unknown) => gatherItems(values, BUY_FOR_ME_LIMITS.items)),
  z.pipe(
    z.object({
      shop_country: originSchema,
      currency: shopCurrencySchema,
      items: z
        .array(
          z.object({
            ...itemFields,
            quantity: z.pipe(wholeNumber, quantitySchema),
            unit_price: z.pipe(decimalMinorSchema, unitPriceSchema),
          }),
        )
        .check(z.minLength(1), z.maxLength(BUY_FOR_ME_LIMITS.items)),
      local_delivery: z._default(z.pipe(decimalMinorSchema, localDeliverySchema), 0),
      pay_currency: walletCurrencySchema,
      note: z.optional(multiline(0, 500)),
    }),
    z.transform((value) => ({
      ...value,
      items: value.items.map((item) => ({
        ...item,
        color: item.color ? item.color : undefined,
        size: item.size ? item.size : undefined,
      })),
      note: value.note ? value.note : null,
    })),
  ),
);

const amountSchema = z.object({ amount: z.int(), currency: z.string() });

/** The amounts of an order in its shop's currency, and what the wallet pays for them. */
export const buyForMeTotalsSchema = z.object({
  currency: shopCurrencySchema,
  items_total: z.int(),
  local_delivery: z.int(),
  /** The service fee: `fee_percent` of items and local delivery, at least `fee_minimum` (in USD) converted. */
  fee: z.int(),
  fee_percent: z.number(),
  fee_minimum: amountSchema,
  total: z.int(),
  /** The total in the paying currency at the rates table's rate of the day (`rate`: units of pay per one unit). */
  pay: z.object({ currency: walletCurrencySchema, amount: z.int(), rate: z.string(), rate_on: z.iso.date() }),
});
export type BuyForMeTotals = z.infer<typeof buyForMeTotalsSchema>;

export const buyForMeQuoteSchema = z.object({
  data: z.object({
    totals: buyForMeTotalsSchema,
    balance: balanceSchema,
    /** What the balance lacks to pay (0: it is enough). */
    short: z.int(),
  }),
});
export type BuyForMeQuote = z.infer<typeof buyForMeQuoteSchema>['data'];

export const buyForMeItemSchema = z.object({
  id: idSchema,
  link: z.string(),
  description: z.string(),
  color: z.nullable(z.string()),
  size: z.nullable(z.string()),
  quantity: z.int(),
  unit_price: z.int(),
  /** The shop's new price while the order's price changed (null: unchanged). */
  new_unit_price: z.nullable(z.int()),
});
export type BuyForMeItem = z.infer<typeof buyForMeItemSchema>;

/** One step of an order's timeline. */
export const orderEventSchema = z.object({
  status: z.string(),
  /** Who moved it: the customer, the buyer (warehouse system) or the courier. */
  actor: z.enum(['customer', 'warehouse', 'courier']),
  /** The partner's note: why the price changed or the order was cancelled, the courier's name. */
  detail: z.nullable(z.string()),
  occurred_at: z.iso.datetime(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const buyForMeSummarySchema = z.object({
  id: idSchema,
  status: buyForMeStateSchema,
  shop_country: originSchema,
  /** The first item's description, and how many items there are. */
  title: z.string(),
  item_count: z.int(),
  total: amountSchema,
  paid: balanceSchema,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type BuyForMeSummary = z.infer<typeof buyForMeSummarySchema>;

export const buyForMeOrderSchema = z.object({
  ...buyForMeSummarySchema.shape,
  items: z.array(buyForMeItemSchema),
  totals: buyForMeTotalsSchema,
  /** Net of refunds, in the paying currency. */
  paid: balanceSchema,
  /** While the price changed: the new totals and the difference the customer approves (in the paying currency). */
  price_change: z.nullable(
    z.object({ totals: buyForMeTotalsSchema, difference: balanceSchema, reason: z.nullable(z.string()) }),
  ),
  note: z.nullable(z.string()),
  /** Why it was cancelled, when the buyer cancelled it. */
  cancel_reason: z.nullable(z.string()),
  /** Once arrived: the parcel it became. */
  parcel: z.nullable(z.object({ id: idSchema, tracking_number: z.string() })),
  events: z.array(orderEventSchema),
});
export type BuyForMeOrder = z.infer<typeof buyForMeOrderSchema>;

export const buyForMeListQuerySchema = z.object({
  /** `open`: every state not final; or one state. */
  status: z.optional(z.union([z.literal('open'), buyForMeStateSchema])),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type BuyForMeListQuery = z.output<typeof buyForMeListQuerySchema>;

export const buyForMeListSchema = z.object({
  data: z.array(buyForMeSummarySchema),
  meta: z.object({
    page: z.int(),
    per_page: z.int(),
    total: z.int(),
    /** Orders per state (all of the customer's). */
    counts: z.record(z.string(), z.int()),
  }),
});

/** A step the buyer reports through the machine access (the warehouse system and its CLI). */
export const buyForMeEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('purchased'),
    event_id: line(1, 100),
    order_id: idSchema,
    occurred_at: z.iso.datetime({ offset: true }),
  }),
  z.strictObject({
    type: z.literal('price_changed'),
    event_id: line(1, 100),
    order_id: idSchema,
    occurred_at: z.iso.datetime({ offset: true }),
    /** The new unit price of each item whose price changed, by the item's id. */
    items: z.array(z.strictObject({ id: idSchema, unit_price: unitPriceSchema })).check(z.minLength(1)),
    local_delivery: z.optional(localDeliverySchema),
    reason: z.optional(line(1, 300)),
  }),
  z.strictObject({
    type: z.literal('arrived'),
    event_id: line(1, 100),
    order_id: idSchema,
    occurred_at: z.iso.datetime({ offset: true }),
    /** The shop's tracking number: the parcel the order becomes. */
    tracking_number: z.string().check(z.regex(/^[A-Z0-9-]{6,40}$/)),
  }),
  z.strictObject({
    type: z.literal('cancelled'),
    event_id: line(1, 100),
    order_id: idSchema,
    occurred_at: z.iso.datetime({ offset: true }),
    reason: line(1, 300),
  }),
]);
export type BuyForMeEvent = z.output<typeof buyForMeEventSchema>;
