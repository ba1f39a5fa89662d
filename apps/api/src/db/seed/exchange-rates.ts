import type { RateCurrency } from '@yolla/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { exchangeRates } from '../../modules/rates/rates.table.ts';

/** The day the seeded rates hold from: before any parcel of the demo, so every day since has a rate. */
export const SEED_RATES_DAY = '2026-01-01';

/**
 * Reference rates, in every mode: one unit of the base currency in the quote currency, as the central banks
 * published them around the start of 2026 (plausible, not a feed). Every currency is reached from USD; the
 * destination countries' banks also publish EUR directly. The rates feed replaces them day by day.
 */
export const SEED_RATES: readonly (readonly [base: RateCurrency, quote: RateCurrency, rate: string])[] = [
  ['USD', 'EUR', '0.8650'],
  ['USD', 'TRY', '42.5000'],
  ['USD', 'GBP', '0.7600'],
  ['USD', 'CNY', '7.1000'],
  ['USD', 'AED', '3.6725'],
  ['USD', 'AZN', '1.7000'],
  ['USD', 'UZS', '12050.0000'],
  ['USD', 'GEL', '2.7000'],
  ['EUR', 'AZN', '1.9650'],
  ['EUR', 'GEL', '3.1200'],
];

/** Idempotent: a seeded day's rate is set again only where the seed wrote it (never over the feed's). */
export async function seedExchangeRates(db: Db): Promise<void> {
  await db
    .insert(exchangeRates)
    .values(
      SEED_RATES.map(([base, quote, rate]) => ({ base, quote, rate, effectiveOn: SEED_RATES_DAY, recordedBy: 'seed' })),
    )
    .onConflictDoUpdate({
      target: [exchangeRates.base, exchangeRates.quote, exchangeRates.effectiveOn],
      set: { rate: sql`excluded.rate` },
      setWhere: and(eq(exchangeRates.recordedBy, 'seed'), sql`${exchangeRates.rate} <> excluded.rate`),
    });
}
