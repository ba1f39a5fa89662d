import type { Locale } from '../locales.ts';
import { CURRENCY_DIGITS, LOCALE_DATA } from './locale-data.ts';

/**
 * The one formatter of numbers, money, units and dates (issue 44): the same code and the same shipped locale data
 * on the server and in the browser, so a page hydrates to exactly the text the server wrote, whatever locale data
 * the browser has. The data is ICU's (`locale-data.ts`, generated), and `format.test.ts` holds every function to
 * Node's `Intl` output for the same values.
 */

export interface MoneyValue {
  /** Integer minor units (cents, tiyin, tetri). */
  amount: number;
  currency: string;
}

/** Decimals of a currency's minor units (2 for every currency the product holds). */
export const currencyDigits = (currency: string): number => CURRENCY_DIGITS[currency] ?? 2;

/** The shortest decimal that reads back as |value| (what ICU rounds from), written out without an exponent. */
function plainDecimal(value: number): string {
  const text = String(Math.abs(value));
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const digits = `${match[1] ?? ''}${match[2] ?? ''}`;
  const point = 1 + Number(match[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  return point >= digits.length ? digits.padEnd(point, '0') : `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** |value| rounded half away from zero to at most `max` decimals, as its integer and fraction digits. */
function roundDecimal(value: number, max: number): { integer: string; fraction: string } {
  const [whole = '0', decimals = ''] = plainDecimal(value).split('.');
  if (decimals.length <= max) return { integer: whole, fraction: decimals };
  const kept = `${whole}${decimals.slice(0, max)}`;
  const roundUp = decimals.charCodeAt(max) - 48 >= 5;
  const digits = roundUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const integer = digits.slice(0, digits.length - max) || '0';
  return { integer, fraction: max > 0 ? digits.slice(digits.length - max) : '' };
}

function group(integer: string, locale: Locale): string {
  const { group: separator, minGrouping } = LOCALE_DATA[locale].number;
  if (integer.length < 3 + minGrouping) return integer;
  let out = '';
  for (let end = integer.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    out = start > 0 ? `${separator}${integer.slice(start, end)}${out}` : `${integer.slice(start, end)}${out}`;
  }
  return out;
}

/** The digits of a number in the locale, without its sign: `1 234,5`. */
function digitsOf(value: number, locale: Locale, minFraction: number, maxFraction: number): string {
  const { integer, fraction } = roundDecimal(value, maxFraction);
  let decimals = fraction.replace(/0+$/, '');
  if (decimals.length < minFraction) decimals = decimals.padEnd(minFraction, '0');
  const grouped = group(integer.replace(/^0+(?=\d)/, ''), locale);
  return decimals ? `${grouped}${LOCALE_DATA[locale].number.decimal}${decimals}` : grouped;
}

/** A template's `#` replaced by the digits, the minus sign (for a value below zero) before it all. */
function place(template: string, value: number, digits: string, locale: Locale): string {
  const text = template.replace('#', digits);
  return value < 0 && /[1-9]/.test(digits) ? `${LOCALE_DATA[locale].number.minus}${text}` : text;
}

/** A plain number in the locale: 1 234,5. At most `maxFraction` decimals (3 unless told). */
export function formatNumber(
  value: number,
  locale: Locale,
  options: { minFraction?: number; maxFraction?: number } = {},
) {
  const { minFraction = 0, maxFraction = Math.max(3, minFraction) } = options;
  return place('#', value, digitsOf(value, locale, minFraction, maxFraction), locale);
}

/** A currency without a symbol of its own is written with its code where the locale writes such codes (AED). */
const codeTemplate = (locale: Locale, currency: string) =>
  (LOCALE_DATA[locale].currency.AED ?? '# AED').replace('AED', currency);

/** Money from integer minor units in the locale: $6.50, 6,50 US$, 1 500,00 ₼. */
export function formatMoney(money: MoneyValue, locale: Locale): string {
  const digits = currencyDigits(money.currency);
  const scale = 10 ** digits;
  const whole = Math.floor(Math.abs(money.amount) / scale);
  const minor = String(Math.abs(money.amount) % scale).padStart(digits, '0');
  const text =
    digits > 0
      ? `${group(String(whole), locale)}${LOCALE_DATA[locale].number.decimal}${minor}`
      : group(String(whole), locale);
  const template = LOCALE_DATA[locale].currency[money.currency] ?? codeTemplate(locale, money.currency);
  return place(template, money.amount, text, locale);
}

/** A quantity with its unit in the locale: 1,25 kg, 60 sm. */
export function formatUnit(value: number, unit: 'kilogram' | 'centimeter', locale: Locale, maxFraction: number) {
  return place(LOCALE_DATA[locale][unit], value, digitsOf(value, locale, 0, maxFraction), locale);
}

/** A number of percent (5 → 5 %) in the locale, to at most one decimal. */
export function formatPercent(percent: number, locale: Locale): string {
  return place(LOCALE_DATA[locale].percent, percent, digitsOf(percent, locale, 0, 1), locale);
}
