import { COUNTRIES, COURIER_ZONES, ORIGINS } from '@yolla/contract';
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

/**
 * The courier's delivery fee per zone (decision 0025, § Fees), in USD minor units: `base_amount` for up to
 * `included_grams` of the order's parcels together, then `per_kg_amount` for each started kilogram above. Seeded by
 * the `fees_beside_tariffs` migration and changed in the database by the operations team (docs/operations.md § Fees),
 * never by a release.
 */
export const courierFees = pgTable(
  'courier_fees',
  {
    zone: text('zone', { enum: COURIER_ZONES }).primaryKey(),
    baseAmount: integer('base_amount').notNull(),
    includedGrams: integer('included_grams').notNull(),
    perKgAmount: integer('per_kg_amount').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('courier_fees_zone_check', sql`${table.zone} in (${sqlList(COURIER_ZONES)})`),
    check(
      'courier_fees_amounts_check',
      sql`${table.baseAmount} >= 0 and ${table.includedGrams} >= 0 and ${table.perKgAmount} >= 0`,
    ),
  ],
);

/**
 * A service's fee as a share of what it handles (decision 0025, § Fees): `basis_points` (500: 5 %), at least
 * `minimum_amount` in `minimum_currency`. One row per service (`buy-for-me`), seeded and changed like the courier fees.
 */
export const serviceFees = pgTable(
  'service_fees',
  {
    service: text('service').primaryKey(),
    basisPoints: integer('basis_points').notNull(),
    minimumAmount: integer('minimum_amount').notNull(),
    minimumCurrency: text('minimum_currency').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('service_fees_basis_points_check', sql`${table.basisPoints} between 0 and 10000`),
    check('service_fees_minimum_amount_check', sql`${table.minimumAmount} >= 0`),
    check('service_fees_minimum_currency_check', sql`${table.minimumCurrency} ~ ${CURRENCY_PATTERN}`),
  ],
);

export type TariffRow = typeof tariffs.$inferSelect;
export type NewTariff = typeof tariffs.$inferInsert;
export type TariffTierRow = typeof tariffTiers.$inferSelect;
export type NewTariffTier = typeof tariffTiers.$inferInsert;
