import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The answers of money-moving requests, per customer and `Idempotency-Key` (decision 0037): written in the same
 * transaction as the money it moved, so a key has an answer exactly when its effect happened. Kept at least 24 hours
 * (`IDEMPOTENCY_KEEP_HOURS`); older ones are removed as new ones come.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    /** The SHA-256 of the method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.key] })],
);
