import {
  convertMinor,
  COUNTRY_PROFILES,
  dayIn,
  formatRate,
  monthIn,
  PARCEL_CURRENCIES,
  parseCountry,
  type CustomsMeter,
  type RateCurrency,
} from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import type { Clock, Services } from '../../http/module.ts';

/**
 * The customer's customs meter (decision 0034): the limit of their country from the content, and for a monthly
 * limit the parcels declared this month in the country's zone, each converted to the limit's currency at today's
 * rates — the same rates the answer hands the browser, so a new declaration's preview adds up to the reading the
 * API gives after it is declared.
 */
export async function customsMeter(
  db: Db,
  clock: Clock,
  { rates, content, parcels }: Pick<Services, 'rates' | 'content' | 'parcels'>,
  customer: { id: number; country: string },
): Promise<CustomsMeter> {
  const country = parseCountry(customer.country);
  const { timeZone } = COUNTRY_PROFILES[country];
  const now = clock.now();
  const today = dayIn(now, timeZone);
  // The rule in force today in the country: a declaration made now counts under it, and so does this month.
  const [rule, book] = await Promise.all([content.customsRule(db, country, today), rates.bookOn(db, today)]);
  if (!rule) throw new Error(`no customs limit in force in the content for ${country} on ${today}`);
  const limitCurrency = rule.currency as RateCurrency;
  const used = PARCEL_CURRENCIES.map((currency) => {
    const found = book.find(currency, limitCurrency);
    if (!found) throw new Error(`no exchange rate ${currency} → ${limitCurrency}`);
    return found;
  });
  const toLimit = new Map(used.map((found) => [found.base, found.rate]));
  const period = rule.period === 'calendar_month' ? monthIn(now, timeZone) : null;
  const counted = period ? await parcels.declaredBetween(db, customer.id, period.start, period.end) : [];
  const total = counted.reduce((sum, parcel) => {
    const rate = toLimit.get(parcel.currency);
    if (!rate) throw new Error(`no exchange rate ${parcel.currency} → ${limitCurrency}`);
    return sum + convertMinor(parcel.amount, rate);
  }, 0);
  return {
    country,
    limit: { amount: rule.amount, currency: limitCurrency },
    period: rule.period,
    effective_from: rule.effectiveFrom,
    rule: {
      charged: rule.charged,
      duty_basis_points: rule.dutyBasisPoints,
      duty_minimum_per_kg: rule.dutyMinimumPerKg,
      vat_basis_points: rule.vatBasisPoints,
    },
    period_start: period ? period.start.toISOString() : null,
    period_end: period ? period.end.toISOString() : null,
    time_zone: timeZone,
    used: { amount: total, currency: limitCurrency },
    parcels: counted.length,
    rates: used.map((found) => ({
      base: found.base,
      quote: found.quote,
      rate: formatRate(found.rate),
      effective_on: found.effectiveOn,
    })),
  };
}
