import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jobColumns } from '../../db/job-columns.ts';
import { customers } from '../customers/customers.table.ts';

/**
 * What the development message provider stores instead of sending an SMS or e-mail (decision 0024): read with
 * `npm run outbox` and on the development outbox page. Empty wherever a real provider delivers.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** E.164 phone or e-mail address. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The text's key in the `notify` messages: `code.registration`, `notice.password_changed`… */
    template: text('template').notNull(),
    language: text('language').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
    index('outbox_messages_created_idx').on(table.createdAt),
    index('outbox_messages_customer_idx').on(table.customerId),
    check('outbox_messages_channel_check', sql`${table.channel} in ('sms', 'email')`),
  ],
);

/** What the network reported of a sent message (SMPP delivery receipts). */
export const MESSAGE_DELIVERIES = ['delivered', 'undeliverable', 'expired'] as const;
export type MessageDelivery = (typeof MESSAGE_DELIVERIES)[number];

/**
 * The message queue (decision 0041): each SMS or e-mail for a channel with a real transport, queued by the request
 * that sends it (which answers without waiting for the network) and sent by the worker. A claimed row's
 * `next_attempt_at` moves a lease ahead; `attempts` counts the tries. `sent` rows keep no text (a code is not kept
 * once delivered); `failed` rows keep it, with the server's reason in `last_error`. An SMS sent over SMPP records its
 * parts and the SMSC's id of each; its delivery receipts move `delivery` to `delivered` (every part), `undeliverable`
 * or `expired` (any part).
 */
export const messageJobs = pgTable(
  'message_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['sms', 'email', 'push'] }).notNull(),
    /** E.164 phone, e-mail address, or a push subscription's id. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    unsubscribeUrl: text('unsubscribe_url'),
    template: text('template').notNull(),
    language: text('language').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'cascade' }),
    /** What the message is for, so its sender can ask whether it reached the customer: `code:<ticket>`, `notice:<id>`. */
    reference: text('reference'),
    ...jobColumns(),
    /** The SMS parts sent (UDH concatenation); null for e-mail. */
    parts: integer('parts'),
    /** The SMSC's id of each part (its `submit_sm_resp`), which its delivery receipts name. */
    providerIds: text('provider_ids').array(),
    /** The parts whose receipt came. */
    receiptedIds: text('receipted_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    delivery: text('delivery', { enum: MESSAGE_DELIVERIES }),
    /** When the last receipt came. */
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
  },
  (table) => [
    index('message_jobs_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    index('message_jobs_customer_idx').on(table.customerId),
    index('message_jobs_reference_idx')
      .on(table.reference)
      .where(sql`${table.reference} is not null`),
    index('message_jobs_provider_ids_idx').using('gin', table.providerIds),
    check('message_jobs_delivery_check', sql`${table.delivery} in ('delivered', 'undeliverable', 'expired')`),
    check('message_jobs_channel_check', sql`${table.channel} in ('sms', 'email', 'push')`),
    check('message_jobs_state_check', sql`${table.state} in ('pending', 'sent', 'failed')`),
  ],
);

export type MessageJobRow = typeof messageJobs.$inferSelect;
