import type { Locale } from '@yolla/i18n';

const digits = new Map<string, number>();

function digitsOf(currency: string): number {
  let found = digits.get(currency);
  if (found === undefined) {
    found = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digits.set(currency, found);
  }
  return found;
}

/**
 * The amount of a notice's `amount_minor` and `currency`, in the message's language (Intl), or '' when it has none.
 * Stored as numbers, formatted when sent, so each language writes it its own way.
 */
export function formatAmount(params: Record<string, string | number>, language: Locale): string {
  const amount = params.amount_minor;
  const currency = params.currency;
  if (typeof amount !== 'number' || typeof currency !== 'string') return '';
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  return format.format(amount / 10 ** digitsOf(currency));
}
