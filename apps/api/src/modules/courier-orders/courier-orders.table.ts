import { COURIER_ORDER_STATES, COURIER_WINDOWS } from '@yolla/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { addresses, cities } from '../addresses/addresses.table.ts';
import { customers } from '../customers/customers.table.ts';
import { parcels } from '../parcels/parcels.table.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const WINDOW_IDS = COURIER_WINDOWS.map((window) => window.id);

/** The address an order goes to, copied when it was made. */
export interface AddressCopy {
  cityCode: string;
  street: string;
  building: string;
  apartment: string | null;
  postalCode: string;
  phone: string;
  note: string | null;
}

/** A courier delivery order (decision 0038): its parcels, the address copied, the slot, the fee paid. */
export const courierOrders = pgTable(
  'courier_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: COURIER_ORDER_STATES }).notNull(),
    /** The saved address it was made for: an open order keeps it from being deleted; null once deleted after. */
    addressId: bigint('address_id', { mode: 'number' }).references(() => addresses.id, { onDelete: 'set null' }),
    address: jsonb('address').$type<AddressCopy>().notNull(),
    cityCode: text('city_code')
      .notNull()
      .references(() => cities.code),
    /** The slot: the city's date and window. */
    slotDate: text('slot_date').notNull(),
    slotWindow: text('slot_window').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    /** USD minor units, paid by `payment_transaction_id`; `refund_transaction_id` once cancelled. */
    fee: bigint('fee', { mode: 'number' }).notNull(),
    feeCurrency: text('fee_currency').notNull(),
    paymentTransactionId: bigint('payment_transaction_id', { mode: 'number' }).notNull(),
    refundTransactionId: bigint('refund_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('courier_orders_customer_idx').on(table.customerId, table.id.desc()),
    index('courier_orders_customer_status_idx').on(table.customerId, table.status, table.id.desc()),
    index('courier_orders_address_idx').on(table.addressId),
    check('courier_orders_status_check', sql`${table.status} in (${list(COURIER_ORDER_STATES)})`),
    check('courier_orders_window_check', sql`${table.slotWindow} in (${list(WINDOW_IDS)})`),
  ],
);
export type CourierOrderRow = typeof courierOrders.$inferSelect;

/**
 * The parcels of an order. `released` once the order is cancelled; while not released a parcel is in at most one
 * order (the partial unique index: the database's own guard behind the use case's check).
 */
export const courierOrderParcels = pgTable(
  'courier_order_parcels',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => courierOrders.id, { onDelete: 'cascade' }),
    parcelId: bigint('parcel_id', { mode: 'number' })
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    weightGrams: integer('weight_grams'),
    released: boolean('released').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'courier_order_parcels_pkey', columns: [table.orderId, table.parcelId] }),
    uniqueIndex('courier_order_parcels_one_open_key')
      .on(table.parcelId)
      .where(sql`not ${table.released}`),
  ],
);

/** Places taken per city and slot: booked only by a conditional increment, never past the capacity. */
export const courierSlotBookings = pgTable(
  'courier_slot_bookings',
  {
    cityCode: text('city_code')
      .notNull()
      .references(() => cities.code),
    slotDate: text('slot_date').notNull(),
    slotWindow: text('slot_window').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull(),
  },
  (table) => [
    primaryKey({ name: 'courier_slot_bookings_pkey', columns: [table.cityCode, table.slotDate, table.slotWindow] }),
    check('courier_slot_bookings_booked_check', sql`${table.booked} >= 0 and ${table.booked} <= ${table.capacity}`),
  ],
);

/** The timeline: the customer's order and cancellation, the courier's steps (whose event id makes each once). */
export const courierOrderEvents = pgTable(
  'courier_order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => courierOrders.id, { onDelete: 'cascade' }),
    eventId: text('event_id'),
    eventDigest: text('event_digest'),
    actor: text('actor', { enum: ['customer', 'courier'] }).notNull(),
    actorKey: text('actor_key'),
    fromStatus: text('from_status', { enum: COURIER_ORDER_STATES }),
    toStatus: text('to_status', { enum: COURIER_ORDER_STATES }).notNull(),
    detail: text('detail'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('courier_order_events_event_id_key').on(table.eventId),
    index('courier_order_events_order_idx').on(table.orderId, table.id),
  ],
);
