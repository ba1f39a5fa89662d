import { chainRates, invertRate, UNIT_RATE, parseRate, type Rate, type RateCurrency } from '@yolla/contract';

/** A stored rate as the book reads it. */
export interface StoredRate {
  base: RateCurrency;
  quote: RateCurrency;
  rate: string;
  effectiveOn: string;
}

/** A rate found for a pair: exact, the day of its oldest leg, and whether it crossed through USD. */
export interface FoundRate {
  base: RateCurrency;
  quote: RateCurrency;
  rate: Rate;
  effectiveOn: string;
  via: 'USD' | null;
}

/** Pairs without a rate of their own are crossed through this currency. */
export const CROSS_CURRENCY = 'USD' satisfies RateCurrency;

/** Today's rates of the pairs, each the latest on or before the day the book was read for. */
export interface RateBook {
  find(from: RateCurrency, to: RateCurrency): FoundRate | null;
}

/**
 * The book of the latest rates: a pair's own rate, else the reverse pair's inverted, else through USD (each leg
 * own or inverted). A currency to itself is 1.
 */
export function rateBook(rows: readonly StoredRate[], on: string): RateBook {
  const pairs = new Map<string, StoredRate>();
  for (const row of rows) pairs.set(`${row.base}:${row.quote}`, row);

  function leg(from: RateCurrency, to: RateCurrency): { rate: Rate; effectiveOn: string } | null {
    if (from === to) return { rate: UNIT_RATE, effectiveOn: on };
    const own = pairs.get(`${from}:${to}`);
    const ownRate = own && parseRate(own.rate);
    if (own && ownRate) return { rate: ownRate, effectiveOn: own.effectiveOn };
    const reverse = pairs.get(`${to}:${from}`);
    const reverseRate = reverse && parseRate(reverse.rate);
    if (reverse && reverseRate) return { rate: invertRate(reverseRate), effectiveOn: reverse.effectiveOn };
    return null;
  }

  return {
    find(from, to) {
      const direct = leg(from, to);
      if (direct) return { base: from, quote: to, ...direct, via: null };
      const first = leg(from, CROSS_CURRENCY);
      const second = leg(CROSS_CURRENCY, to);
      if (!first || !second) return null;
      return {
        base: from,
        quote: to,
        rate: chainRates(first.rate, second.rate),
        effectiveOn: first.effectiveOn < second.effectiveOn ? first.effectiveOn : second.effectiveOn,
        via: CROSS_CURRENCY,
      };
    },
  };
}
