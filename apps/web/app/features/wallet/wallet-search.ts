import type { WalletCurrency, WalletTransactionKind } from '@yolla/contract';
import { param, searchSchema, type SearchField, type SearchValues } from '../../lib/search-params.ts';
import { minorUnits } from '../../lib/top-up-link.ts';

/** The contract's currencies and kinds of line, spelled here: the page's query is plain code (decision 0018). */
export const CURRENCIES = ['USD', 'TRY', 'AZN', 'UZS', 'GEL'] as const satisfies readonly WalletCurrency[];
export const LINE_KINDS = [
  'top_up',
  'parcel_payment',
  'refund',
  'conversion',
  'reversal',
  'buy_for_me_payment',
  'courier_payment',
  'withdrawal',
] as const satisfies readonly WalletTransactionKind[];

/** A calendar day (`2026-11-28`, what `<input type="date">` sends); empty is no entry. */
function day(): SearchField<string | null> {
  return {
    read: (entries) => {
      const value = entries[0] ?? '';
      if (value === '') return null;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
      const date = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : value;
    },
    write: (value) => (value === null ? [] : [value]),
    fallback: null,
  };
}

/**
 * `/{lang}/cabinet/wallet`'s query: the history's filters (currency, type, period) and page; the top-up the
 * provider sent the customer back with (`top_up`); and the pay page's shortcut (`top_up_amount`, `top_up_currency`,
 * `return`: the page to go back to after a top-up that succeeded, checked before use).
 */
export const walletSearch = searchSchema({
  currency: param.oneOf(CURRENCIES, null),
  kind: param.oneOf(LINE_KINDS, null),
  from: day(),
  to: day(),
  page: param.page(),
  top_up: param.id(),
  top_up_amount: minorUnits(),
  top_up_currency: param.oneOf(CURRENCIES, null),
  return: param.text(500),
});

export type WalletQuery = SearchValues<typeof walletSearch>;

/** The history's filters alone (the CSV's query, and whether a filter is on). */
export function filtersOf(query: WalletQuery) {
  return { currency: query.currency, kind: query.kind, from: query.from, to: query.to };
}

export function isFiltered(query: WalletQuery): boolean {
  return Object.values(filtersOf(query)).some((value) => value !== null);
}
