import { INTL_TAGS, type Locale } from '@yolla/i18n';

/** Minor units as money in a language (every wallet currency has two decimals): `$1.00`, `1 000,00 ₼`. */
export function formatMinor(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAGS[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount / 100);
}
