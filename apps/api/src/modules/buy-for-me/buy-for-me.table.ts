import { BUY_FOR_ME_STATES, ORIGINS, PARCEL_CURRENCIES, WALLET_CURRENCIES } from '@yolla/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A buy-for-me order (decision 0038). Amounts in minor units: the order's in its shop's `currency`, what the
 * wallet paid in `pay_currency`. The fee rule and the rate are kept as they were when the order was placed.
 */
export const buyForMeOrders = pgTable(
  'buy_for_me_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BUY_FOR_ME_STATES }).notNull(),
    shopCountry: text('shop_country', { enum: ORIGINS }).notNull(),
    currency: text('currency', { enum: PARCEL_CURRENCIES }).notNull(),
    itemsTotal: bigint('items_total', { mode: 'number' }).notNull(),
    localDelivery: bigint('local_delivery', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /** Basis points (500: 5 %) and the minimum in USD minor units, from the service's fee (`service_fees`) when the order was priced. */
    feeBasisPoints: integer('fee_basis_points').notNull(),
    feeMinimumUsd: bigint('fee_minimum_usd', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    payCurrency: text('pay_currency', { enum: WALLET_CURRENCIES }).notNull(),
    /** The total in `pay_currency`, and the rate (a decimal string) and day it was converted at. */
    payAmount: bigint('pay_amount', { mode: 'number' }).notNull(),
    payRate: text('pay_rate').notNull(),
    payRateOn: text('pay_rate_on').notNull(),
    /** Paid net of refunds, in `pay_currency`. */
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    /** While `price_changed`: the new amounts, the difference to approve in `pay_currency`, the shop's reason. */
    priceChange: jsonb('price_change').$type<PriceChange>(),
    note: text('note'),
    cancelReason: text('cancel_reason'),
    /** The parcel it became once arrived, with its number. */
    parcelId: bigint('parcel_id', { mode: 'number' }),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('buy_for_me_orders_customer_idx').on(table.customerId, table.id.desc()),
    index('buy_for_me_orders_customer_status_idx').on(table.customerId, table.status, table.id.desc()),
    check('buy_for_me_orders_status_check', sql`${table.status} in (${list(BUY_FOR_ME_STATES)})`),
    check('buy_for_me_orders_paid_check', sql`${table.paidAmount} >= 0`),
  ],
);
export type BuyForMeOrderRow = typeof buyForMeOrders.$inferSelect;

export interface PriceChange {
  itemsTotal: number;
  localDelivery: number;
  fee: number;
  total: number;
  payAmount: number;
  payRate: string;
  payRateOn: string;
  /** The new unit price per item id. */
  unitPrices: Record<string, number>;
  reason: string | null;
}

export const buyForMeItems = pgTable(
  'buy_for_me_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => buyForMeOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    link: text('link').notNull(),
    description: text('description').notNull(),
    color: text('color'),
    size: text('size'),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  },
  (table) => [uniqueIndex('buy_for_me_items_order_position_key').on(table.orderId, table.position)],
);
export type BuyForMeItemRow = typeof buyForMeItems.$inferSelect;

/** The timeline: every move of an order, by the customer or the buyer (whose event id makes it happen once). */
export const buyForMeEvents = pgTable(
  'buy_for_me_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => buyForMeOrders.id, { onDelete: 'cascade' }),
    /** The partner's event id (null for the customer's moves), with a digest of its content. */
    eventId: text('event_id'),
    eventDigest: text('event_digest'),
    actor: text('actor', { enum: ['customer', 'warehouse'] }).notNull(),
    actorKey: text('actor_key'),
    fromStatus: text('from_status', { enum: BUY_FOR_ME_STATES }),
    toStatus: text('to_status', { enum: BUY_FOR_ME_STATES }).notNull(),
    detail: text('detail'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('buy_for_me_events_event_id_key').on(table.eventId),
    index('buy_for_me_events_order_idx').on(table.orderId, table.id),
  ],
);
export type BuyForMeEventRow = typeof buyForMeEvents.$inferSelect;
