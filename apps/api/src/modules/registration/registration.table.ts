import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A registration waiting for its phone to be confirmed (decision 0024). Nothing here is an account yet: the SMS-code
 * grant turns it into one and deletes it. One per phone (the latest wins); expired ones are swept by later
 * registrations.
 */
export const pendingRegistrations = pgTable('pending_registrations', {
  phone: text('phone').primaryKey(),
  country: text('country').notNull(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  email: text('email'),
  nationalId: text('national_id').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** The language the customer registered in: their messages' language from then on. */
  language: text('language').notNull(),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;
