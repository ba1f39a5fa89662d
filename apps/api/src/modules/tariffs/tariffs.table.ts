import { COUNTRIES, ORIGINS } from '@yolla/contract';
import { sql, type SQL } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** `'A', 'B', …` for an `in (…)` check; the values are our own constants, never input. */
function sqlList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

const CURRENCY_PATTERN = sql.raw(`'^[A-Z]{3}$'`);

/**
 * Shipping prices from one warehouse (origin) to one destination country. Money is integer
 * minor units + ISO 4217 currency. Reference data: seeded from `db/seed/tariffs.ts` in every mode.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    origin: text('origin', { enum: ORIGINS }).notNull(),
    destination: text('destination', { enum: COUNTRIES }).notNull(),
    perKgAboveAmount: integer('per_kg_above_amount').notNull(),
    perKgAboveCurrency: text('per_kg_above_currency').notNull(),
    volumetricDivisor: integer('volumetric_divisor').notNull(),
    volumetricThresholdCm: integer('volumetric_threshold_cm').notNull().default(60),
    maxWeightGrams: integer('max_weight_grams').notNull().default(30000),
    maxSideCm: integer('max_side_cm').notNull().default(150),
    deliveryDaysMin: integer('delivery_days_min').notNull(),
    deliveryDaysMax: integer('delivery_days_max').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('tariffs_route_key').on(table.origin, table.destination),
    check('tariffs_origin_check', sql`${table.origin} in (${sqlList(ORIGINS)})`),
    check('tariffs_destination_check', sql`${table.destination} in (${sqlList(COUNTRIES)})`),
    check('tariffs_per_kg_above_amount_check', sql`${table.perKgAboveAmount} >= 0`),
    check('tariffs_per_kg_above_currency_check', sql`${table.perKgAboveCurrency} ~ ${CURRENCY_PATTERN}`),
    check('tariffs_volumetric_divisor_check', sql`${table.volumetricDivisor} > 0`),
    check(
      'tariffs_limits_check',
      sql`${table.volumetricThresholdCm} > 0 and ${table.maxWeightGrams} > 0 and ${table.maxSideCm} >= ${table.volumetricThresholdCm}`,
    ),
    check(
      'tariffs_delivery_days_check',
      sql`${table.deliveryDaysMin} > 0 and ${table.deliveryDaysMax} >= ${table.deliveryDaysMin}`,
    ),
  ],
);

/** A flat price for parcels up to a weight, one row per weight step of a tariff. */
export const tariffTiers = pgTable(
  'tariff_tiers',
  {
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => tariffs.id, { onDelete: 'cascade' }),
    upToGrams: integer('up_to_grams').notNull(),
    priceAmount: integer('price_amount').notNull(),
    priceCurrency: text('price_currency').notNull(),
  },
  (table) => [
    primaryKey({ name: 'tariff_tiers_pkey', columns: [table.tariffId, table.upToGrams] }),
    check('tariff_tiers_up_to_grams_check', sql`${table.upToGrams} > 0`),
    check('tariff_tiers_price_amount_check', sql`${table.priceAmount} >= 0`),
    check('tariff_tiers_price_currency_check', sql`${table.priceCurrency} ~ ${CURRENCY_PATTERN}`),
  ],
);

export type TariffRow = typeof tariffs.$inferSelect;
export type NewTariff = typeof tariffs.$inferInsert;
export type TariffTierRow = typeof tariffTiers.$inferSelect;
export type NewTariffTier = typeof tariffTiers.$inferInsert;
