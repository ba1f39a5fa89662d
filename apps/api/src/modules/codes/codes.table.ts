import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/**
 * One-time codes (decision 0024): one row per code sent, kept hashed (HMAC-SHA-256 with the server's token secret,
 * over the row's id and the code, so a copy of the table cannot be brute-forced offline). The rows are also the
 * send log the limits count: at most one a minute and five an hour per destination and purpose.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    /** Also the ticket the next step names. */
    id: uuid('id').primaryKey(),
    /** `registration`, `phone_change`, `recovery` (contract's CODE_PURPOSES; later purposes add to it). */
    purpose: text('purpose').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** The E.164 phone or the e-mail address the code is bound to. */
    destination: text('destination').notNull(),
    /** The account it is for, when there is one (phone change, recovery). */
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /**
     * What was sent: a code text (`code.registration`), a notice instead of the code (`notice.registration_exists`:
     * the number already has an account; the code is never told and nothing can redeem it), or `none` (nothing is
     * sent: recovery for an unknown account). A resend sends the same kind.
     */
    template: text('template').notNull(),
    language: text('language').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Redeemed, or replaced by a newer code for the same destination and purpose. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('one_time_codes_destination_idx').on(table.destination, table.purpose, table.createdAt),
    index('one_time_codes_customer_idx').on(table.customerId),
    index('one_time_codes_created_idx').on(table.createdAt),
  ],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
