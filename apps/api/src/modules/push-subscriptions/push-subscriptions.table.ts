import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/**
 * The devices a customer receives push notifications on (decision 0044): a browser's push subscription (W3C Push
 * API), one row per endpoint. The endpoint is the device's address at its push service and is never shown back nor
 * logged; `p256dh` and `auth` are the keys each message is encrypted to (RFC 8291). A push service answering 404 or
 * 410 for the endpoint removes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The device's P-256 public key, base64url (65 bytes). */
    p256dh: text('p256dh').notNull(),
    /** The device's 16-byte auth secret, base64url. */
    auth: text('auth').notNull(),
    /** `Chrome, Android`: what the customer sees in the list. */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_customer_idx').on(table.customerId, table.createdAt),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
