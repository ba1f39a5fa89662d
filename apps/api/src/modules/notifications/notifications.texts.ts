import type { Locale } from '@yolla/i18n';
import { formatMinorUnits } from '../../lib/money.ts';

/**
 * The amount of a notice's `amount_minor` and `currency`, in the message's language (the one formatter), or '' when it has none.
 * Stored as numbers, formatted when sent, so each language writes it its own way.
 */
export function formatAmount(params: Record<string, string | number>, language: Locale): string {
  const amount = params.amount_minor;
  const currency = params.currency;
  if (typeof amount !== 'number' || typeof currency !== 'string') return '';
  return formatMinorUnits(amount, currency, language);
}
