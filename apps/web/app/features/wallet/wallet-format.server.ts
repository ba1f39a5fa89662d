import {
  COUNTRY_PROFILES,
  CONVERSION_SPREAD_BPS,
  parseRate,
  type Balance,
  type ConversionQuote,
  type RefundableTopUp,
  type TopUp,
  type WalletLine,
} from '@yolla/contract';
import type { Country } from '@yolla/contract/countries';
import type { Locale } from '@yolla/i18n';
import { formatDateTime, formatDecimal, formatMoney, formatPercent } from '../../lib/format.ts';
import type { BalanceView, LineView, QuoteView, RefundableView, TopUpView } from './wallet-view.ts';

/** Money with its sign, for a line of the history: +$10.00, −$4.50. */
export function signedMoney(amount: number, currency: string, locale: Locale): string {
  const text = formatMoney({ amount: Math.abs(amount), currency }, locale);
  return amount < 0 ? `−${text}` : `+${text}`;
}

export function balancesView(balances: Balance[], country: Country, locale: Locale): BalanceView[] {
  return balances.map((balance) => ({
    currency: balance.currency,
    amount: formatMoney(balance, locale),
    role: balance.currency === 'USD' || balance.currency === 'TRY' ? balance.currency : 'home',
  }));
}

export function lineView(line: WalletLine, country: Country, locale: Locale): LineView {
  return {
    id: line.id,
    kind: line.kind,
    currency: line.currency,
    amount: signedMoney(line.amount, line.currency, locale),
    credit: line.amount > 0,
    at: formatDateTime(line.created_at, locale, { timeZone: COUNTRY_PROFILES[country].timeZone }),
    iso: line.created_at,
    parcels: line.parcels.filter((id) => /^[1-9]\d{0,15}$/.test(id)),
    counter: line.counter_currency,
    order: line.order && /^[1-9]\d{0,15}$/.test(line.order.id) ? line.order : null,
    refundState: line.refund_state ?? null,
  };
}

/** A decimal as an amount field shows it: 12.5 → `12.50`. */
export const decimalOf = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

export function refundableView(topUp: RefundableTopUp, country: Country, locale: Locale): RefundableView {
  return {
    topUpId: topUp.top_up_id,
    amount: formatMoney(topUp, locale),
    at: formatDateTime(topUp.created_at, locale, { timeZone: COUNTRY_PROFILES[country].timeZone }),
    left: formatMoney({ amount: topUp.refundable, currency: topUp.currency }, locale),
    leftDecimal: decimalOf(topUp.refundable),
  };
}

export function topUpView(topUp: TopUp, locale: Locale): TopUpView {
  return { id: topUp.id, state: topUp.state, amount: formatMoney(topUp, locale) };
}

/** A time of day to the second (a quote's end), in the customer's time zone. */
function timeOf(iso: string, locale: Locale, timeZone: string): string {
  return formatDateTime(iso, locale, { timeZone, dateStyle: null, timeStyle: 'medium' });
}

export const spreadText = (locale: Locale) => formatPercent(CONVERSION_SPREAD_BPS / 100, locale);

/** A quote's exact rate (`1.7`, `10/17`) as the locale writes a number, to four decimals: 1,7 or 0,5882. */
function rateText(rate: string, locale: Locale): string {
  const exact = parseRate(rate);
  return exact ? formatDecimal(Number(exact.numerator) / Number(exact.denominator), locale, 4) : rate;
}

export function quoteView(
  quote: ConversionQuote,
  typed: string,
  options: { country: Country; locale: Locale; now?: number },
): QuoteView {
  const { country, locale, now = Date.now() } = options;
  return {
    id: quote.id,
    give: formatMoney({ amount: quote.amount, currency: quote.from }, locale),
    get: formatMoney({ amount: quote.converted, currency: quote.to }, locale),
    rate: `1 ${quote.from} = ${rateText(quote.rate, locale)} ${quote.to}`,
    spread: spreadText(locale),
    until: timeOf(quote.expires_at, locale, COUNTRY_PROFILES[country].timeZone),
    expiresAt: quote.expires_at,
    seconds: Math.max(0, Math.floor((Date.parse(quote.expires_at) - now) / 1000)),
    values: { from: quote.from, to: quote.to, amount: typed },
  };
}
