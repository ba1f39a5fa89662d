import {
  COUNTRY_PROFILES,
  type Balance,
  type BuyForMeSummary,
  type BuyForMeTotals,
  type WalletCurrency,
} from '@yolla/contract';
import { INTL_TAGS, type Locale } from '@yolla/i18n';
import { topUpLink } from '../../lib/top-up-link.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatDateTime, formatDay, formatMoney, formatPercent } from '../../lib/format.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import type { BalanceView, LinkView, OrderRow, TotalsView } from './buy-for-me-view.ts';

const LINK_TEXT_MAX = 60;

/**
 * A product link as text (host and path, without the query that makes shop links long) and as an address to open,
 * only when it is http or https (the API accepts no other; anything else shows as text only).
 */
export function linkView(link: string): LinkView {
  try {
    const url = new URL(link);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { href: null, text: link.slice(0, LINK_TEXT_MAX) };
    const host = url.hostname.replace(/^www\./, '');
    const path = url.pathname === '/' ? '' : url.pathname;
    const text = `${host}${path}`;
    return { href: url.href, text: text.length > LINK_TEXT_MAX ? `${text.slice(0, LINK_TEXT_MAX - 1)}…` : text };
  } catch {
    return { href: null, text: link.slice(0, LINK_TEXT_MAX) };
  }
}

/** An item's colour and size, as one line ('' when neither). */
export function optionsOf(item: { color?: string | null | undefined; size?: string | null | undefined }): string {
  return [item.color, item.size].filter(Boolean).join(' · ');
}

const rateFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * The API's exact rate (a decimal, `1.7`, or a quotient, `2/85`) as the page's locale writes a number, to six
 * significant digits: 0.0235294, 12,650.
 */
export function rateText(rate: string, locale: Locale): string {
  let format = rateFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale], { maximumSignificantDigits: 6 });
    rateFormats.set(locale, format);
  }
  const [numerator = '', denominator = '1'] = rate.split('/');
  const value = Number(numerator) / Number(denominator);
  return Number.isFinite(value) && value > 0 ? format.format(value) : rate;
}

export function totalsView(totals: BuyForMeTotals, locale: Locale): TotalsView {
  const money = (amount: number) => formatMoney({ amount, currency: totals.currency }, locale);
  const { pay } = totals;
  return {
    itemsTotal: money(totals.items_total),
    localDelivery: money(totals.local_delivery),
    fee: money(totals.fee),
    feePercent: formatPercent(totals.fee_percent, locale),
    feeMinimum: formatMoney(totals.fee_minimum, locale),
    total: money(totals.total),
    payCurrency: pay.currency,
    payTotal: formatMoney({ amount: pay.amount, currency: pay.currency }, locale),
    rate:
      pay.currency === totals.currency
        ? null
        : {
            day: formatDay(pay.rate_on, locale),
            from: totals.currency,
            to: pay.currency,
            rate: rateText(pay.rate, locale),
          },
  };
}

/**
 * What the balance says about paying `amount`: the balance, what is left after, or what is missing with the
 * wallet's top-up form filled with it, coming back to `back`.
 */
export function balanceView(state: RequestState, balance: Balance, amount: number, back: string): BalanceView {
  const money = (value: number) => formatMoney({ amount: value, currency: balance.currency }, state.locale);
  const missing = Math.max(0, amount - balance.amount);
  return {
    balance: money(balance.amount),
    after: missing > 0 ? null : money(balance.amount - amount),
    missing: missing > 0 ? money(missing) : null,
    topUp: missing > 0 ? topUpLink(state.lang, { amount: missing, currency: balance.currency }, back) : null,
  };
}

/** The customer's balance in a currency (0 when the wallet has none). */
export function balanceIn(balances: readonly Balance[], currency: WalletCurrency): Balance {
  return balances.find((balance) => balance.currency === currency) ?? { currency, amount: 0 };
}

/** A moment in the page's locale and the customer's time zone. */
export function momentOf(state: RequestState, iso: string, dateOnly = false): string {
  const { timeZone } = COUNTRY_PROFILES[requireCustomer(state).country];
  return formatDateTime(iso, state.locale, dateOnly ? { timeZone, timeStyle: null } : { timeZone });
}

export function orderRow(order: BuyForMeSummary, state: RequestState): OrderRow {
  return {
    id: order.id,
    title: order.title,
    itemCount: order.item_count,
    total: formatMoney(order.total, state.locale),
    paid: formatMoney(order.paid, state.locale),
    state: order.status,
    date: momentOf(state, order.created_at, true),
    iso: order.created_at,
  };
}
