import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { param, searchSchema, type SearchField } from './search-params.ts';

const CURRENCIES = ['USD', 'TRY', 'AZN', 'UZS', 'GEL'] as const;

/** An amount in minor units (`1250` is 12.50), as the wallet page reads it. */
export function minorUnits(): SearchField<number | null> {
  return {
    read: (entries) => (entries.length === 0 ? null : /^[1-9]\d{0,13}$/.test(entries[0]!) ? Number(entries[0]) : null),
    write: (value) => (value === null ? [] : [String(value)]),
    fallback: null,
  };
}

/**
 * The wallet page's top-up shortcut (its query names, features/wallet/wallet-search.ts): the top-up form filled with
 * what is missing (`top_up_amount` in minor units, `top_up_currency`) and the page to come back to once paid
 * (`return`, checked by the wallet page before use).
 */
export const topUpShortcut = searchSchema({
  top_up_amount: minorUnits(),
  top_up_currency: param.oneOf(CURRENCIES, null),
  return: param.text(500),
});

/** The wallet page with its top-up form filled with what is `missing`, coming back to `back` once topped up. */
export function topUpLink(lang: UrlLang, missing: { amount: number; currency: string }, back: string): string {
  const currency = CURRENCIES.find((each) => each === missing.currency) ?? null;
  return topUpShortcut.href(href('/:lang/cabinet/wallet', { lang }), {
    top_up_amount: missing.amount,
    top_up_currency: currency,
    return: back,
  });
}
