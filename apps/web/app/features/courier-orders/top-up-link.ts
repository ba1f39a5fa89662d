import { param, searchSchema } from '../../lib/search-params.ts';

/**
 * The wallet page's top-up shortcut (its query, features/wallet/wallet-search.ts): the form filled with what is
 * missing, in minor units, and the page to come back to once topped up (this wizard, with its choices).
 */
const topUpSearch = searchSchema({
  top_up_amount: param.text(16),
  top_up_currency: param.text(3),
  return: param.text(500),
});

export function topUpLink(wallet: string, missing: { amount: number; currency: string }, back: string): string {
  return topUpSearch.href(wallet, {
    top_up_amount: String(missing.amount),
    top_up_currency: missing.currency,
    return: back,
  });
}
