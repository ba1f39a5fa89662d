import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/** A verified recovery code's permission to set a new password: single use, 15 minutes, kept as a SHA-256. */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
