/**
 * The duty-free limits of the destination countries and what crossing one costs, worked out from the rules the
 * content holds (`customs_limit` rows: the amount, its currency, the period, the duty and VAT). Zod-free and tiny:
 * the dashboard and the declaration form run it in the browser as the customer types, the API on the server, with
 * the same numbers. Amounts are integer minor units of the limit's currency (decision 0034).
 */
import { COUNTRY_PROFILES, parseCountry } from './countries.ts';
import { percentOf } from './exact-rates.ts';

export type CustomsPeriod = 'calendar_month' | 'shipment';

export interface CustomsRule {
  /** The day the rule takes effect (`YYYY-MM-DD`, the country's calendar); a change of the law is a new rule. */
  effectiveFrom: string;
  /** The duty-free value, minor units of `currency`. */
  amount: number;
  currency: string;
  /** `calendar_month`: every parcel declared in the month counts together; `shipment`: each parcel alone. */
  period: CustomsPeriod;
  /** What duty and VAT are charged on: the value over the limit, or the whole value of a parcel over it. */
  charged: 'excess' | 'whole';
  /** Customs duty in basis points (1500 = 15 %); 0 for none. */
  dutyBasisPoints: number;
  /** The least duty per started kilogram, minor units of `currency`; 0 for none. Needs the weight. */
  dutyMinimumPerKg: number;
  /** VAT in basis points, charged on the charged value together with the duty; 0 for none. */
  vatBasisPoints: number;
}

export interface CustomsCharge {
  duty: number;
  vat: number;
  total: number;
}

const NO_CHARGE: CustomsCharge = { duty: 0, vat: 0, total: 0 };

/**
 * What customs charges on `value` (minor units of the limit's currency) counted against the limit: nothing up to
 * the limit; above it duty (at least the per-kilogram minimum when the weight is known) and VAT on the charged
 * value with the duty. Each part is rounded half up to a minor unit.
 */
export function customsCharge(rule: CustomsRule, value: number, weightGrams?: number): CustomsCharge {
  if (value <= rule.amount) return NO_CHARGE;
  const base = rule.charged === 'whole' ? value : value - rule.amount;
  const kilograms = weightGrams === undefined ? 0 : Math.ceil(weightGrams / 1000);
  const duty = Math.max(percentOf(base, rule.dutyBasisPoints), kilograms * rule.dutyMinimumPerKg);
  const vat = percentOf(base + duty, rule.vatBasisPoints);
  return { duty, vat, total: duty + vat };
}

export interface CustomsReading {
  /** Counted before this declaration: the month's parcels, or nothing for a per-shipment limit. */
  used: number;
  /** This declaration's value (0 on the dashboard). */
  added: number;
  /** What the meter shows: used + added. */
  total: number;
  /** What is left duty-free after it (0 once crossed). */
  remaining: number;
  /** The total's share of the limit in whole percent (above 100 once crossed). */
  percent: number;
  /** 'under' below 80 %, 'near' from 80 % up to the limit, 'over' above it. */
  level: 'under' | 'near' | 'over';
  /** Whether this declaration takes the total over the limit (false when it was already over). */
  crosses: boolean;
  /** What this declaration adds to the customs payments (for a monthly limit: the month's charge after minus before). */
  cost: CustomsCharge;
}

/** The limit's reading with a declaration of `added` on top of `used` (amounts in the limit's currency). */
export function customsReading(rule: CustomsRule, used: number, added = 0, weightGrams?: number): CustomsReading {
  const before = rule.period === 'shipment' ? 0 : used;
  const total = before + added;
  const after = customsCharge(rule, total, weightGrams);
  const prior = customsCharge(rule, before);
  const cost =
    rule.period === 'shipment'
      ? after
      : { duty: after.duty - prior.duty, vat: after.vat - prior.vat, total: after.total - prior.total };
  const percent = rule.amount > 0 ? Math.floor((total * 100) / rule.amount) : 0;
  return {
    used: before,
    added,
    total,
    remaining: Math.max(0, rule.amount - total),
    percent,
    level: total > rule.amount ? 'over' : percent >= 80 ? 'near' : 'under',
    crosses: before <= rule.amount && total > rule.amount,
    cost,
  };
}

export interface MonthPeriod {
  /** The first instant of the month, in the zone. */
  start: Date;
  /** The first instant of the next month, in the zone (exclusive). */
  end: Date;
}

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than formatting with it. */
const zoneReaders = new Map<string, Intl.DateTimeFormat>();

function zoneReader(timeZone: string): Intl.DateTimeFormat {
  let reader = zoneReaders.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneReaders.set(timeZone, reader);
  }
  return reader;
}

function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = zoneReader(timeZone).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(at / 1000) * 1000;
}

/** The moment whose wall-clock time in `timeZone` is `localAsUtc` (that wall-clock time read as if it were UTC). */
export function zonedInstant(localAsUtc: number, timeZone: string): Date {
  const first = localAsUtc - zoneOffsetMs(localAsUtc, timeZone);
  return new Date(localAsUtc - zoneOffsetMs(first, timeZone));
}

/** The calendar month around `at` as the clocks of `timeZone` read it (the customer's country's zone). */
export function monthIn(at: Date, timeZone: string): MonthPeriod {
  const local = new Date(at.getTime() + zoneOffsetMs(at.getTime(), timeZone));
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    start: zonedInstant(Date.UTC(year, month, 1), timeZone),
    end: zonedInstant(Date.UTC(year, month + 1, 1), timeZone),
  };
}

/** The calendar day (`YYYY-MM-DD`) at `at` on the clocks of `timeZone`. */
export function dayIn(at: Date, timeZone: string): string {
  const local = new Date(at.getTime() + zoneOffsetMs(at.getTime(), timeZone));
  return local.toISOString().slice(0, 10);
}

/** Today's calendar day in the customer's country (UTC for one without): the day the rates are read for. */
export function dayOfCustomer(now: Date, country: string): string {
  const known = parseCountry(country);
  return dayIn(now, known ? COUNTRY_PROFILES[known].timeZone : 'UTC');
}
