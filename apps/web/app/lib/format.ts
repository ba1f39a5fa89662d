import type { Money } from '@yolla/contract';
import { INTL_TAGS, type Locale } from '@yolla/i18n';

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
  return new Intl.NumberFormat(INTL_TAGS[locale], { style: 'currency', currency: money.currency }).format(
    money.amount / 10 ** digitsOf(money.currency),
  );
}

/** A weight given in grams, shown in kilograms in the page's locale. */
export function formatKilograms(grams: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAGS[locale], { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(
    grams / 1000,
  );
}

export function formatDayRange(min: number, max: number, locale: Locale): string {
  const format = new Intl.NumberFormat(INTL_TAGS[locale]);
  return min === max ? format.format(min) : `${format.format(min)}–${format.format(max)}`;
}
