import type { Money } from '@yolla/contract';
import { INTL_TAGS, type Locale } from '@yolla/i18n';

/**
 * Intl formatters are costly to build (tens of microseconds each, and a page shows dozens of prices), so each one is
 * built once per locale and option set and kept: the keys are few (five locales × a handful of currencies).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(key: string, locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale], options);
    formatters.set(key, format);
  }
  return format;
}

const fractionDigits = new Map<string, number>();

function digitsOf(currency: string): number {
  let digits = fractionDigits.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigits.set(currency, digits);
  }
  return digits;
}

/** Money (integer minor units) in the page's locale: $6.50, 6,50 $, 6,50 US$… */
export function formatMoney(money: Money, locale: Locale): string {
  const format = numberFormat(`money:${locale}:${money.currency}`, locale, {
    style: 'currency',
    currency: money.currency,
  });
  return format.format(money.amount / 10 ** digitsOf(money.currency));
}

/** A weight given in grams, shown in kilograms in the page's locale. */
export function formatKilograms(grams: number, locale: Locale): string {
  const format = numberFormat(`kg:${locale}`, locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 });
  return format.format(grams / 1000);
}

/** A weight given in grams, in kilograms to the gram (the calculator's steps): 1.25 kg, 25.417 kg. */
export function formatExactKilograms(grams: number, locale: Locale): string {
  const format = numberFormat(`kg3:${locale}`, locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 });
  return format.format(grams / 1000);
}

/** A length in centimetres in the page's locale: 60 cm. */
export function formatCentimetres(cm: number, locale: Locale): string {
  const format = numberFormat(`cm:${locale}`, locale, { style: 'unit', unit: 'centimeter', maximumFractionDigits: 1 });
  return format.format(cm);
}

export function formatDayRange(min: number, max: number, locale: Locale): string {
  const format = numberFormat(`number:${locale}`, locale, {});
  return min === max ? format.format(min) : `${format.format(min)}–${format.format(max)}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment in the page's locale, in a time zone (the customer's country's, or a place's own): `medium` date and
 * time by default. Kept per locale, zone and style like the number formatters.
 */
export function formatDateTime(
  iso: string | Date,
  locale: Locale,
  options: { timeZone?: string; dateStyle?: 'long' | 'medium' | 'short'; timeStyle?: 'medium' | 'short' | null } = {},
): string {
  const { timeZone, dateStyle = 'medium', timeStyle = 'short' } = options;
  const key = `${locale}:${timeZone ?? ''}:${dateStyle}:${timeStyle ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      dateStyle,
      ...(timeStyle ? { timeStyle } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** A calendar day (`YYYY-MM-DD`, no time zone of its own) in the page's locale: 12 November 2026. */
export function formatDay(day: string, locale: Locale): string {
  return formatDateTime(`${day}T12:00:00Z`, locale, { timeZone: 'UTC', dateStyle: 'long', timeStyle: null });
}

/** A percentage given as a number of percent (5 → 5 %), in the page's locale. */
export function formatPercent(percent: number, locale: Locale): string {
  const format = numberFormat(`percent:${locale}`, locale, { style: 'percent', maximumFractionDigits: 1 });
  return format.format(percent / 100);
}
