import type { Money } from '@yolla/contract';
import {
  formatDateTime as formatMoment,
  formatDay as formatCalendarDay,
  formatMoney as formatMinorUnits,
  formatNumber,
  formatPercent as formatPercentage,
  formatUnit,
  type DateStyle,
  type Locale,
  type TimeStyle,
} from '@yolla/i18n';

/**
 * The page's formatting, in the page's locale: the one formatter of `@yolla/i18n` (issue 44), whose shipped
 * locale data writes the same text on the server and in every browser, so nothing here reads the browser's own
 * locale data and a page hydrates to the server's text.
 */

/** Money (integer minor units) in the page's locale: $6.50, 6,50 $, 6,50 US$… */
export function formatMoney(money: Money, locale: Locale): string {
  return formatMinorUnits(money, locale);
}

/** A weight given in grams, shown in kilograms in the page's locale. */
export function formatKilograms(grams: number, locale: Locale): string {
  return formatUnit(grams / 1000, 'kilogram', locale, 2);
}

/** A weight given in grams, in kilograms to the gram (the calculator's steps): 1.25 kg, 25.417 kg. */
export function formatExactKilograms(grams: number, locale: Locale): string {
  return formatUnit(grams / 1000, 'kilogram', locale, 3);
}

/** A length in centimetres in the page's locale: 60 cm. */
export function formatCentimetres(cm: number, locale: Locale): string {
  return formatUnit(cm, 'centimeter', locale, 1);
}

export function formatDayRange(min: number, max: number, locale: Locale): string {
  return min === max ? formatNumber(min, locale) : `${formatNumber(min, locale)}–${formatNumber(max, locale)}`;
}

/** A plain number in the page's locale (a rate, a count): 1,7, 1 234. */
export function formatDecimal(value: number, locale: Locale, maxFraction = 3): string {
  return formatNumber(value, locale, { maxFraction });
}

/**
 * A moment in the page's locale, in a time zone (the customer's country's, or a place's own; UTC when none is
 * given, so server and browser agree): `medium` date and `short` time by default.
 */
export function formatDateTime(
  iso: string | Date,
  locale: Locale,
  options: { timeZone?: string; dateStyle?: DateStyle | null; timeStyle?: TimeStyle | null } = {},
): string {
  return formatMoment(iso, locale, options);
}

/** A calendar day (`YYYY-MM-DD`, no time zone of its own) in the page's locale: 12 November 2026. */
export function formatDay(day: string, locale: Locale): string {
  return formatCalendarDay(day, locale);
}

/** A percentage given as a number of percent (5 → 5 %), in the page's locale. */
export function formatPercent(percent: number, locale: Locale): string {
  return formatPercentage(percent, locale);
}
