import { param, searchSchema, type SearchField } from '../../lib/search-params.ts';

const CURRENCIES = ['USD', 'TRY', 'AZN', 'UZS', 'GEL'] as const;

/** Minor units (`1250` is 12.50), as the wallet page reads them. */
function minorUnits(): SearchField<number | null> {
  return {
    read: (entries) => (entries.length === 0 ? null : /^[1-9]\d{0,13}$/.test(entries[0]!) ? Number(entries[0]) : null),
    write: (value) => (value === null ? [] : [String(value)]),
    fallback: null,
  };
}

/**
 * The wallet page's top-up shortcut, as the pay page links to it: the top-up form filled with what is missing
 * (`top_up_amount` in minor units, `top_up_currency`), and the page to come back to once the top-up succeeded
 * (`return`: this pay page). The names are the wallet page's query (features/wallet/wallet-search.ts).
 */
export const topUpShortcut = searchSchema({
  top_up_amount: minorUnits(),
  top_up_currency: param.oneOf(CURRENCIES, null),
  return: param.text(500),
});
