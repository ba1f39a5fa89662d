import { sql } from 'drizzle-orm';
import { bigint, check, date, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Given name (the spec's `name` of the user summary is this, or this and the surname). */
    name: text('name'),
    surname: text('surname'),
    /** The country's customer ID: FIN in Azerbaijan (7 characters), PINFL in Uzbekistan (14 digits), personal number in Georgia (11 digits). */
    nationalId: text('national_id'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** The language of SMS and e-mail messages (az, en, ru, uz, ka); null: the country's language. */
    language: text('language'),
    pictureUrl: text('picture_url'),
    country: text('country').notNull().default('AZ'),
    status: text('status', { enum: ['active', 'blocked', 'deleted'] })
      .notNull()
      .default('active'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Set when the customer deleted the account: personal data is erased and it cannot sign in. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
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
    uniqueIndex('customers_national_id_key').on(table.country, table.nationalId),
    check('customers_language_check', sql`${table.language} in ('az', 'en', 'ru', 'uz', 'ka')`),
    check(
      'customers_contact_check',
      sql`${table.status} = 'deleted' or ${table.email} is not null or ${table.phone} is not null`,
    ),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
