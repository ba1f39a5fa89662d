import type { RatesUpdate } from '@yolla/contract';
import { asc, desc, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { StoredRate } from './rates.book.ts';
import { exchangeRates } from './rates.table.ts';

/**
 * Every pair's latest rate on or before `on` (a `YYYY-MM-DD` day): read by the customs meter on every dashboard and
 * by each conversion.
 */
const latestQuery = preparedQuery((db) =>
  db
    .selectDistinctOn([exchangeRates.base, exchangeRates.quote], {
      base: exchangeRates.base,
      quote: exchangeRates.quote,
      rate: exchangeRates.rate,
      effectiveOn: exchangeRates.effectiveOn,
    })
    .from(exchangeRates)
    .where(lte(exchangeRates.effectiveOn, sql.placeholder('on')))
    .orderBy(asc(exchangeRates.base), asc(exchangeRates.quote), desc(exchangeRates.effectiveOn))
    .prepare('rates_latest'),
);

export async function latestRates(db: Db, on: string): Promise<StoredRate[]> {
  return latestQuery(db).execute({ on });
}

/** Writes a day's rates, replacing that day's rate of a pair sent again. */
export async function upsertRates(db: Db, update: RatesUpdate, recordedBy: string): Promise<number> {
  const written = await db
    .insert(exchangeRates)
    .values(
      update.rates.map((entry) => ({
        base: entry.base,
        quote: entry.quote,
        rate: entry.rate,
        effectiveOn: update.effective_on,
        recordedBy,
      })),
    )
    .onConflictDoUpdate({
      target: [exchangeRates.base, exchangeRates.quote, exchangeRates.effectiveOn],
      set: { rate: sql`excluded.rate`, recordedBy: sql`excluded.recorded_by`, recordedAt: sql`now()` },
    })
    .returning({ id: exchangeRates.id });
  return written.length;
}
