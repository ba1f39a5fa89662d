import { CUSTOMS_CATEGORIES, ORIGINS, PARCEL_CURRENCIES, PARCEL_STATES } from '@yolla/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';
import { storedFiles } from '../files/files.table.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A parcel: declared by a customer, or received by a foreign warehouse before anyone declared it. Tracking numbers
 * are unique over all customers. The customer's personal fields (shop, items, note) are erased with the account;
 * the parcel and its history stay, as the business must keep them (`customer_id` becomes null).
 */
export const parcels = pgTable(
  'parcels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'set null' }),
    trackingNumber: text('tracking_number').notNull(),
    carrier: text('carrier'),
    origin: text('origin', { enum: ORIGINS }).notNull(),
    state: text('state', { enum: PARCEL_STATES }).notNull(),
    shop: text('shop'),
    /** Minor units of `declared_currency`; null until declared (an unknown arrival). */
    declaredTotal: bigint('declared_total', { mode: 'number' }),
    declaredCurrency: text('declared_currency', { enum: PARCEL_CURRENCIES }),
    /** `pickup` (with `pickup_point_id`) or `courier`; null until chosen. */
    deliveryKind: text('delivery_kind', { enum: ['pickup', 'courier'] }),
    pickupPointId: text('pickup_point_id'),
    note: text('note'),
    invoiceFileId: uuid('invoice_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    weightGrams: integer('weight_grams'),
    lengthCm: numeric('length_cm', { precision: 5, scale: 1, mode: 'number' }),
    widthCm: numeric('width_cm', { precision: 5, scale: 1, mode: 'number' }),
    heightCm: numeric('height_cm', { precision: 5, scale: 1, mode: 'number' }),
    /** The shipping cost `quoteParcel` gave at `received`: the amount due. */
    costAmount: bigint('cost_amount', { mode: 'number' }),
    costCurrency: text('cost_currency'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The wallet's ledger transaction that paid the amount due (decision 0037); a refund names it too. */
    paymentTransactionId: bigint('payment_transaction_id', { mode: 'number' }),
    /** The buy-for-me order it came from (decision 0038); set once, when the order arrived. */
    buyForMeOrderId: bigint('buy_for_me_order_id', { mode: 'number' }),
    /** The open or delivered courier order bringing it; cleared when that order is cancelled (decision 0038). */
    courierOrderId: bigint('courier_order_id', { mode: 'number' }),
    /** When it left the foreign warehouse: the declaration is locked since. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('parcels_tracking_number_key').on(table.trackingNumber),
    // The list: a customer's parcels, newest first, by status; counts per status.
    index('parcels_customer_created_idx').on(table.customerId, table.createdAt.desc(), table.id.desc()),
    index('parcels_customer_state_created_idx').on(
      table.customerId,
      table.state,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('parcels_customer_updated_idx').on(table.customerId, table.updatedAt.desc(), table.id.desc()),
    // Whether a file is some parcel's invoice: the invoice sweep's question, and a file's delete (`set null`).
    index('parcels_invoice_file_idx')
      .on(table.invoiceFileId)
      .where(sql`${table.invoiceFileId} is not null`),
    check('parcels_state_check', sql`${table.state} in (${list(PARCEL_STATES)})`),
    check('parcels_origin_check', sql`${table.origin} in (${list(ORIGINS)})`),
    check('parcels_delivery_check', sql`(${table.deliveryKind} = 'pickup') = (${table.pickupPointId} is not null)`),
    check('parcels_cost_check', sql`(${table.costAmount} is null) = (${table.costCurrency} is null)`),
  ],
);

export type ParcelRow = typeof parcels.$inferSelect;
export type NewParcel = typeof parcels.$inferInsert;

/** The declared items of a parcel, in the customer's order. */
export const parcelItems = pgTable(
  'parcel_items',
  {
    parcelId: bigint('parcel_id', { mode: 'number' })
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    category: text('category', { enum: CUSTOMS_CATEGORIES }).notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: PARCEL_CURRENCIES }).notNull(),
  },
  (table) => [
    uniqueIndex('parcel_items_pkey_idx').on(table.parcelId, table.position),
    check('parcel_items_quantity_check', sql`${table.quantity} > 0`),
    check('parcel_items_unit_price_check', sql`${table.unitPrice} > 0`),
  ],
);

export type ParcelItemRow = typeof parcelItems.$inferSelect;

/**
 * Everything that happened to a parcel, never rewritten: the customer's declaration and changes, and the warehouse
 * system's events (unique by their `event_id`, which makes a repeated event one effect). The timeline is this.
 */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    parcelId: bigint('parcel_id', { mode: 'number' })
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    /** The partner's event id (machine events only). */
    eventId: text('event_id'),
    /** A digest of the event as received: the same id with other content is refused. */
    eventDigest: text('event_digest'),
    kind: text('kind').notNull(),
    /** `warehouse` (the machine key's partner), `customer`. */
    actor: text('actor').notNull(),
    /** The machine key that signed it, for the audit. */
    actorKey: text('actor_key'),
    fromState: text('from_state', { enum: PARCEL_STATES }),
    toState: text('to_state', { enum: PARCEL_STATES }).notNull(),
    detail: text('detail'),
    data: jsonb('data'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('parcel_events_event_id_key').on(table.eventId),
    index('parcel_events_parcel_idx').on(table.parcelId, table.occurredAt, table.id),
  ],
);

export type ParcelEventRow = typeof parcelEvents.$inferSelect;

/** The warehouse's photos of a parcel (files in the file store). */
export const parcelPhotos = pgTable(
  'parcel_photos',
  {
    parcelId: bigint('parcel_id', { mode: 'number' })
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('parcel_photos_key').on(table.parcelId, table.position)],
);
