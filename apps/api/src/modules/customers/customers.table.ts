import { sql } from 'drizzle-orm';
import { bigint, check, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Suite codes YL10001, YL10002, … come from this sequence. */
export const customerCodeSeq = pgSequence('customer_code_seq', { startWith: 10001, increment: 1 });

export const customers = pgTable(
  'customers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code')
      .notNull()
      .default(sql`('YL' || nextval('customer_code_seq')::text)`),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    name: text('name'),
    pictureUrl: text('picture_url'),
    country: text('country').notNull().default('AZ'),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    addressCompletedAt: timestamp('address_completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_code_key').on(table.code),
    uniqueIndex('customers_email_key').on(table.email),
    uniqueIndex('customers_phone_key').on(table.phone),
    check('customers_country_check', sql`${table.country} in ('AZ', 'UZ', 'GE')`),
    check('customers_contact_check', sql`${table.email} is not null or ${table.phone} is not null`),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
