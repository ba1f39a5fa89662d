import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/** Cities a delivery address may be in, with their names in every interface language (seeded reference data). */
export const cities = pgTable(
  'cities',
  {
    /** Stable: AZ-BAKU, UZ-TASHKENT, GE-TBILISI. */
    code: text('code').primaryKey(),
    country: text('country').notNull(),
    nameAz: text('name_az').notNull(),
    nameEn: text('name_en').notNull(),
    nameRu: text('name_ru').notNull(),
    nameUz: text('name_uz').notNull(),
    nameKa: text('name_ka').notNull(),
    /** Order in the list: the capital first, then by size. */
    position: integer('position').notNull(),
  },
  (table) => [
    check('cities_country_check', sql`${table.country} in ('AZ', 'UZ', 'GE')`),
    index('cities_country_idx').on(table.country, table.position),
  ],
);

export type CityRow = typeof cities.$inferSelect;

/** A city's name column in each interface language: the one map every module selects a city's name with. */
export const CITY_NAME = {
  az: cities.nameAz,
  en: cities.nameEn,
  ru: cities.nameRu,
  uz: cities.nameUz,
  ka: cities.nameKa,
} as const;

/**
 * A customer's home delivery addresses. The id is stable (courier orders refer to it). At most one default per
 * customer, enforced by a partial unique index; the use cases keep exactly one while any address exists.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    cityCode: text('city_code')
      .notNull()
      .references(() => cities.code),
    street: text('street').notNull(),
    building: text('building').notNull(),
    apartment: text('apartment'),
    postalCode: text('postal_code').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    note: text('note'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_customer_idx').on(table.customerId),
    uniqueIndex('addresses_one_default_key')
      .on(table.customerId)
      .where(sql`${table.isDefault}`),
    check('addresses_country_check', sql`${table.country} in ('AZ', 'UZ', 'GE')`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;
