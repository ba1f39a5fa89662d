import type { Locale } from '@yolla/i18n';
import { formatMinorUnits } from '../../lib/money.ts';

/** Minor units as money in a language (every wallet currency has two decimals): `$1.00`, `1 000,00 ₼`. */
export function formatMinor(amount: number, currency: string, locale: Locale): string {
  return formatMinorUnits(amount, currency, locale);
}
