import {
  COUNTRY_PROFILES,
  convertMinor,
  dayIn,
  ratesUpdateEndpoint,
  type RateCurrency,
  type RatesUpdate,
} from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import { defineModule, type Clock } from '../../http/module.ts';
import { fieldError } from '../../lib/validate.ts';
import { rateBook, type FoundRate, type RateBook } from './rates.book.ts';
import { latestRates, upsertRates } from './rates.repository.ts';

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

/** The latest calendar day anywhere we deliver: a feed may send today's rates once any of our countries has today. */
export function latestToday(clock: Clock): string {
  const now = clock.now();
  return Object.values(COUNTRY_PROFILES)
    .map((profile) => dayIn(now, profile.timeZone))
    .reduce((latest, day) => (day > latest ? day : latest));
}

function checkUpdate(update: RatesUpdate, today: string): void {
  if (update.effective_on > today) throw fieldError('effective_on', 'validation.future_date');
  const seen = new Set<string>();
  update.rates.forEach((entry, index) => {
    if (entry.base === entry.quote) throw fieldError(`rates.${index}.quote`, 'validation.same_currency');
    const pair = `${entry.base}:${entry.quote}`;
    if (seen.has(pair)) throw fieldError(`rates.${index}.quote`, 'validation.duplicate_pair');
    seen.add(pair);
  });
}

/** The exchange rates: reference data seeded in every mode, the feed's updates, and the `rates` service. */
export const ratesModule = defineModule({
  name: 'rates',
  provides: { rates: () => createRateService() },
  setup: ({ db, clock }) => ({
    routes(table) {
      table.add(ratesUpdateEndpoint, async ({ body, machine }) => {
        checkUpdate(body, latestToday(clock));
        const written = await upsertRates(db, body, machine.keyId);
        return { data: { effective_on: body.effective_on, written } };
      });
    },
  }),
});
