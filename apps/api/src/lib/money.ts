import { formatMoney, type Locale } from '@yolla/i18n';

/**
 * Minor units of `currency` as money, written the way `locale` writes it (`$1.00`, `1 000,00 ₼`), by the one
 * formatter the web app uses too (issue 44), so a message and a page write an amount alike.
 */
export function formatMinorUnits(amount: number, currency: string, locale: Locale): string {
  return formatMoney({ amount, currency }, locale);
}
