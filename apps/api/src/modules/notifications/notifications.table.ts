import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '@yolla/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobColumns, JOB_STATES } from '../../db/job-columns.ts';
import { customers } from '../customers/customers.table.ts';
import { parcels } from '../parcels/parcels.table.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const DELIVERY_STATES = JOB_STATES;

/**
 * The in-app notices (decision 0035), written in the transaction of the event they tell about, so an event never
 * lands without its notice nor a notice without its event. `key` makes raising idempotent: the same key for the same
 * customer is one notice however often it is raised. The parcel is kept by id (the link) and tracking number (the
 * text); `params` holds the rest of the text's values (an amount due).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    event: text('event', { enum: NOTIFICATION_EVENTS }).notNull(),
    key: text('key').notNull(),
    parcelId: bigint('parcel_id', { mode: 'number' }).references(() => parcels.id, { onDelete: 'set null' }),
    trackingNumber: text('tracking_number'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_customer_key_key').on(table.customerId, table.key),
    // The list, newest first.
    index('notifications_customer_created_idx').on(table.customerId, table.createdAt.desc(), table.id.desc()),
    // The bell's count: only the unread ones are in it.
    index('notifications_unread_idx')
      .on(table.customerId)
      .where(sql`${table.readAt} is null`),
    check('notifications_event_check', sql`${table.event} in (${list(NOTIFICATION_EVENTS)})`),
  ],
);

/**
 * One SMS, e-mail or push of a notice, delivered by the worker: one row per notice and channel, so delivering again never
 * makes a second one. A claimed row's `next_attempt_at` moves past the claim's lease, so a worker that dies holding it
 * hands it back when the lease ends; `attempts` counts the tries, and after the last one the row is `failed`.
 */
export const notificationJobs = pgTable(
  'notification_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    ...jobColumns(),
  },
  (table) => [
    uniqueIndex('notification_jobs_notice_channel_key').on(table.notificationId, table.channel),
    index('notification_jobs_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    check('notification_jobs_channel_check', sql`${table.channel} in ('sms', 'email', 'push')`),
    check('notification_jobs_state_check', sql`${table.state} in (${list(DELIVERY_STATES)})`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationJobRow = typeof notificationJobs.$inferSelect;
