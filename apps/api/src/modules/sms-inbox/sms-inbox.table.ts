import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/**
 * The pool of Turkish numbers of the SMS inbox (decision 0036): each belongs to one marketplace's pool and, once a
 * customer first opens that marketplace's inbox, to that customer. A customer holds at most one number per
 * marketplace; the number returns to the pool when the account is deleted.
 */
export const smsNumbers = pgTable(
  'sms_numbers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** E.164: +90 and ten digits. */
    number: text('number').notNull(),
    marketplace: text('marketplace').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sms_numbers_number_key').on(table.number),
    // At most one number per customer and marketplace: the same customer's two first visits at once get one.
    uniqueIndex('sms_numbers_customer_marketplace_key').on(table.customerId, table.marketplace),
    // The free numbers of a pool, in order.
    index('sms_numbers_free_idx')
      .on(table.marketplace, table.id)
      .where(sql`${table.customerId} is null`),
    check('sms_numbers_number_check', sql`${table.number} ~ '^\\+90[0-9]{10}$'`),
    check('sms_numbers_assigned_check', sql`(${table.customerId} is null) = (${table.assignedAt} is null)`),
  ],
);

export type SmsNumberRow = typeof smsNumbers.$inferSelect;

/**
 * The messages the SMS gateway delivered. `customer_id` is the number's holder when the message arrived, fixed then:
 * a customer sees only messages received while the number was theirs; a message for a number nobody held is kept
 * for the operator (null) and shown to no one.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The number it was sent to (E.164), as the gateway named it. */
    number: text('number').notNull(),
    /** The gateway's id of the message: the same id again is the same message. */
    gatewayMessageId: text('gateway_message_id').notNull(),
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sms_messages_gateway_message_id_key').on(table.gatewayMessageId),
    // A customer's inbox: their messages on one number, newest first.
    index('sms_messages_customer_number_idx').on(table.customerId, table.number, table.id.desc()),
  ],
);

export type SmsMessageRow = typeof smsMessages.$inferSelect;
