import { convertMinor, type RateCurrency } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import { rateBook, type FoundRate, type RateBook } from './rates.book.ts';
import { latestRates } from './rates.repository.ts';

/** What other modules may ask of the rates table (the customs meter now, the wallet later). Decision 0034. */
export interface RateService {
  /** Every pair's latest rate on or before `day` (`YYYY-MM-DD`), to look up many pairs with one query. */
  bookOn(db: Db, day: string): Promise<RateBook>;
  /** The latest rate from → to on or before `day`: the pair's own, its reverse inverted, or crossed through USD. */
  rateOn(db: Db, from: RateCurrency, to: RateCurrency, day: string): Promise<FoundRate | null>;
  /** `amount` minor units of `from` in minor units of `to` at `rateOn`, rounded half up; null without a rate. */
  convert(
    db: Db,
    amount: number,
    from: RateCurrency,
    to: RateCurrency,
    day: string,
  ): Promise<{ amount: number; rate: FoundRate } | null>;
}

declare module '../../http/module.ts' {
  interface Services {
    rates: RateService;
  }
}

export function createRateService(): RateService {
  const bookOn = async (db: Db, day: string) => rateBook(await latestRates(db, day), day);
  const rateOn: RateService['rateOn'] = async (db, from, to, day) => (await bookOn(db, day)).find(from, to);
  return {
    bookOn,
    rateOn,
    async convert(db, amount, from, to, day) {
      const rate = await rateOn(db, from, to, day);
      return rate ? { amount: convertMinor(amount, rate.rate), rate } : null;
    },
  };
}
