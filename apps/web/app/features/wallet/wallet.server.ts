import {
  refundableTopUpsEndpoint,
  TOP_UP_LIMITS,
  topUpEndpoint,
  walletCurrenciesOf,
  walletHistoryEndpoint,
  type WalletCurrency,
} from '@yolla/contract';
import { href } from 'react-router';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatMoney } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.server.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import { safeRedirect, type PageMatcher } from '../../lib/redirects.server.ts';
import { walletOf } from '../../lib/wallet.server.ts';
import { pageCount } from '../../lib/page-count.ts';
import { balancesView, decimalOf, lineView, refundableView, spreadText, topUpView } from './wallet-format.server.ts';
import { filtersOf, walletSearch, type WalletQuery } from './wallet-search.ts';
import type { HistoryView, RefundableView, TopUpView, WalletPage } from './wallet-view.ts';

export const walletPath = (state: RequestState) => href('/:lang/cabinet/wallet', { lang: state.lang });

/** The page to go back to after a top-up (the pay page's `return`): a page of this site in this language, or none. */
export function backTarget(state: RequestState, pages: PageMatcher, target: string | null | undefined): string | null {
  const checked = safeRedirect(target, { lang: state.lang, fallback: '', isPage: pages });
  return checked === '' ? null : checked;
}

/** The filters and page of the history, as the API takes them (none of the page's own names). */
function historyQuery(query: WalletQuery) {
  const filters = filtersOf(query);
  return {
    page: query.page,
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

async function historyOf(state: RequestState, query: WalletQuery): Promise<HistoryView | null> {
  const { country } = requireCustomer(state);
  try {
    const { data, meta } = await state.api.call(
      walletHistoryEndpoint,
      { query: historyQuery(query) },
      { toast: false },
    );
    return {
      rows: data.map((line) => lineView(line, country, state.locale)),
      total: meta.total,
      pages: pageCount(meta),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 500) return null;
    throw error;
  }
}

/** The top-up the provider sent the customer back with: its state (a pending one is checked with the provider). */
async function topUpOf(state: RequestState, id: string | null): Promise<TopUpView | 'missing' | null> {
  if (id === null) return null;
  if (!/^[1-9]\d{0,15}$/.test(id)) return 'missing';
  try {
    const { data } = await state.api.call(topUpEndpoint, { params: { id } }, { toast: false });
    return topUpView(data, state.locale);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return 'missing';
    throw error;
  }
}

const returning = new WeakMap<RequestState, Promise<TopUpView | 'missing' | null>>();

/**
 * The route's middleware, before any loader: the top-up the provider sent the customer back with (`?top_up=`) is
 * asked about first, because asking settles a pending one with the provider and may credit the wallet, and both
 * the header's balance and the page's must be read after that. Nothing for a post or a page without one.
 */
export async function checkReturningTopUp(state: RequestState, request: Request): Promise<void> {
  const id = request.method === 'GET' ? walletSearch.parse(request).top_up : null;
  if (id === null) return;
  const asked = topUpOf(state, id);
  returning.set(state, asked);
  await asked.catch(() => undefined);
}

function limitsOf(currencies: readonly WalletCurrency[], state: RequestState) {
  return Object.fromEntries(
    currencies.map((currency) => {
      const [min, max] = TOP_UP_LIMITS[currency];
      return [
        currency,
        {
          min: formatMoney({ amount: min, currency }, state.locale),
          max: formatMoney({ amount: max, currency }, state.locale),
        },
      ];
    }),
  );
}

/** The completed card top-ups that can be paid back; none when the API cannot say (the section is not shown). */
async function refundableOf(state: RequestState): Promise<RefundableView[]> {
  const { country } = requireCustomer(state);
  try {
    const { data } = await state.api.call(refundableTopUpsEndpoint, {}, { toast: false });
    return data.map((topUp) => refundableView(topUp, country, state.locale));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 500) return [];
    throw error;
  }
}

/**
 * The wallet page: its balances (the same call as the header's), the history's page, and the top-up the customer
 * came back with, asked at once; the forms' idempotency keys for this rendering.
 */
export async function walletPage(state: RequestState, query: WalletQuery, pages: PageMatcher): Promise<WalletPage> {
  const { country } = requireCustomer(state);
  const currencies = [...walletCurrenciesOf(country)];
  const [wallet, history, topUp, refundable] = await Promise.all([
    walletOf(state, { fresh: true }),
    historyOf(state, query),
    returning.get(state) ?? topUpOf(state, query.top_up),
    refundableOf(state),
  ]);
  const shortcut = query.top_up_currency && currencies.includes(query.top_up_currency) ? query.top_up_currency : null;
  const currency = shortcut ?? 'USD';
  const asked = shortcut && query.top_up_amount ? query.top_up_amount : null;
  return {
    query,
    balances: wallet ? balancesView(wallet.balances, country, state.locale) : null,
    currencies,
    limits: limitsOf(currencies, state),
    topUp,
    prefill: { currency, amount: asked ? decimalOf(asked) : '' },
    back: backTarget(state, pages, query.return),
    asked: asked ? formatMoney({ amount: asked, currency }, state.locale) : null,
    history,
    refundable,
    statement: walletSearch.href(href('/:lang/cabinet/wallet/statement.csv', { lang: state.lang }), filtersOf(query)),
    keys: { topUp: newIdempotencyKey(), convert: newIdempotencyKey(), refund: newIdempotencyKey() },
    spread: spreadText(state.locale),
  };
}
