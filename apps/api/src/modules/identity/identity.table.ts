import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/** A customer's digital identity: the provider's stable subject, linked at the first sign-in through it. */
export const customerIdentities = pgTable(
  'customer_identities',
  {
    subject: text('subject').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_identities_customer_idx').on(table.customerId)],
);

/**
 * A first-time identity waiting for its phone (decision 0027): the verified name, surname and FIN, keyed by the
 * SHA-256 of the callback's code (the web's ticket), then by the phone the code was sent to. The SMS-code grant
 * turns it into the account and deletes it; expired ones are swept by later ones.
 */
export const pendingIdentities = pgTable(
  'pending_identities',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    nationalId: text('national_id').notNull(),
    language: text('language').notNull(),
    phone: text('phone'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('pending_identities_phone_idx').on(table.phone)],
);

export type PendingIdentityRow = typeof pendingIdentities.$inferSelect;
