import { RATE_CURRENCIES } from '@yolla/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const list = sql.raw(RATE_CURRENCIES.map((currency) => `'${currency}'`).join(', '));

/**
 * Exchange rates: how many units of `quote` one unit of `base` buys, from `effective_on` until a later day's rate of
 * the pair. An exact decimal (numeric), never a float (decision 0034). Written by the seed (reference data, every
 * mode) and by the rates feed through the machine access; one rate per pair and day (a day sent again replaces it).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    base: text('base', { enum: RATE_CURRENCIES }).notNull(),
    quote: text('quote', { enum: RATE_CURRENCIES }).notNull(),
    /** A decimal string as PostgreSQL keeps it: `1.7000000000`. */
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    /** `seed`, or the machine key that sent it (the audit). */
    recordedBy: text('recorded_by').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One rate per pair and day; also the lookup of a pair's latest rate on or before a day.
    uniqueIndex('exchange_rates_pair_day_key').on(table.base, table.quote, table.effectiveOn),
    check('exchange_rates_rate_check', sql`${table.rate} > 0`),
    check('exchange_rates_pair_check', sql`${table.base} <> ${table.quote}`),
    check('exchange_rates_base_check', sql`${table.base} in (${list})`),
    check('exchange_rates_quote_check', sql`${table.quote} in (${list})`),
  ],
);

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
