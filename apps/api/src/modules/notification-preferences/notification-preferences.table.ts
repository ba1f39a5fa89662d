import { bigint, boolean, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS } from '@yolla/contract';
import { sql } from 'drizzle-orm';
import { customers } from '../customers/customers.table.ts';

/**
 * The notification choices a customer made, one row per channel and event. A missing row means the default
 * (`NOTIFICATION_DEFAULTS` in the contract): a sender reads `enabled` and falls back to the default.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    event: text('event', {
      enum: [
        'parcel_arrived',
        'ready_for_pickup',
        'payment_due',
        'parcel_held',
        'parcel_returned',
        'buy_for_me_update',
      ],
    }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.channel, table.event] }),
    check('notification_preferences_channel_check', sql`${table.channel} in ('sms', 'email', 'push')`),
    check(
      'notification_preferences_event_check',
      sql`${table.event} in ('parcel_arrived', 'ready_for_pickup', 'payment_due', 'parcel_held', 'parcel_returned', 'buy_for_me_update')`,
    ),
  ],
);
