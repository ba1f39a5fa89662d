import { parcelPaymentQuoteEndpoint, payParcelsEndpoint, type Balance } from '@yolla/contract';
import { data, href } from 'react-router';
import { z } from 'zod/mini';
import { parcelPaymentSearch, type ParcelPaymentQuery } from '../../components/parcels/parcel-payment-search.ts';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatMoney } from '../../lib/format.ts';
import { newIdempotencyKey, idempotencyKeyOf } from '../../lib/idempotency-key.server.ts';
import { intent, intentAction } from '../../lib/intents.server.ts';
import { safeRedirect, type PageMatcher } from '../../lib/redirects.server.ts';
import { forgetWallet } from '../../lib/wallet.server.ts';
import { topUpLink } from '../../lib/top-up-link.ts';

/** One currency's figures, each already in the page's locale; `missing` in minor units for the top-up link. */
export interface CurrencyLine {
  currency: Balance['currency'];
  total: string;
  balance: string;
  after: string | null;
  missing: string | null;
  /** The wallet's top-up form, filled with what is missing, coming back here once paid. */
  topUp: string | null;
}

export type ParcelPaymentPage =
  | { state: 'none'; list: string }
  | { state: 'not_payable'; list: string }
  | { state: 'unavailable'; list: string }
  | {
      state: 'ready';
      list: string;
      ids: string;
      back: string;
      parcels: { id: string; tracking: string; amount: string }[];
      currencies: CurrencyLine[];
      covered: boolean;
      /** The confirm form's key: one per rendering, so a double click or a repeated post pays once. */
      idempotencyKey: string;
    };

const amountOf = (list: readonly Balance[], currency: Balance['currency']) =>
  list.find((line) => line.currency === currency)?.amount ?? 0;

function currencyLines(
  state: RequestState,
  quote: { totals: Balance[]; balances: Balance[]; short: Balance[] },
  self: string,
): CurrencyLine[] {
  const money = (amount: number, currency: Balance['currency']) => formatMoney({ amount, currency }, state.locale);
  return quote.totals.map(({ currency, amount }) => {
    const balance = amountOf(quote.balances, currency);
    const missing = amountOf(quote.short, currency);
    return {
      currency,
      total: money(amount, currency),
      balance: money(balance, currency),
      after: missing > 0 ? null : money(balance - amount, currency),
      missing: missing > 0 ? money(missing, currency) : null,
      topUp: missing > 0 ? topUpLink(state.lang, { amount: missing, currency }, self) : null,
    };
  });
}

/** Where the payment goes back to: the page the customer came from when it is one of ours, else the parcel list. */
export function backOf(state: RequestState, pages: PageMatcher, back: string): string {
  const list = href('/:lang/cabinet/packages', { lang: state.lang });
  return safeRedirect(back, { lang: state.lang, fallback: list, isPage: pages });
}

/**
 * The pay page's data: the parcels with their amounts, the totals, the balances and what is missing per currency
 * (the API's quote, one call), and a fresh idempotency key for the confirm form. Another customer's or an unknown
 * parcel is 404; a parcel with nothing to pay (paid already, say) is a state of the page.
 */
export async function parcelPaymentPage(
  state: RequestState,
  query: ParcelPaymentQuery,
  pages: PageMatcher,
): Promise<ParcelPaymentPage> {
  const list = href('/:lang/cabinet/packages', { lang: state.lang });
  if (query.parcels.length === 0) return { state: 'none', list };
  try {
    const { data: quote } = await state.api.call(
      parcelPaymentQuoteEndpoint,
      { query: { ids: query.parcels.join(',') } },
      { toast: false },
    );
    const back = backOf(state, pages, query.back);
    const self = parcelPaymentSearch.href(href('/:lang/cabinet/wallet/pay', { lang: state.lang }), {
      parcels: query.parcels,
      back: query.back,
    });
    return {
      state: 'ready',
      list,
      ids: quote.parcels.map((parcel) => parcel.id).join(','),
      back,
      parcels: quote.parcels.map((parcel) => ({
        id: parcel.id,
        tracking: parcel.tracking_number,
        amount: formatMoney({ amount: parcel.amount, currency: parcel.currency }, state.locale),
      })),
      currencies: currencyLines(state, quote, self),
      covered: quote.short.length === 0,
      idempotencyKey: newIdempotencyKey(),
    };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 404) throw data(null, { status: 404 });
    if (error.code === 'parcels.not_payable') return { state: 'not_payable', list };
    if (error.status >= 500) return { state: 'unavailable', list };
    throw error;
  }
}

const idsSchema = z.string().check(z.regex(/^[1-9]\d{0,15}(,[1-9]\d{0,15}){0,49}$/));

/**
 * The confirm form: pays the parcels with the form's idempotency key (a double click, a retried post or a reload
 * after a lost answer pays once), then goes back where the customer came from with the API's message as a toast.
 * A refusal (the balance short since, a parcel paid meanwhile) shows on the page, which renders a new key.
 */
export const parcelPaymentAction = intentAction(
  {
    pay: intent({
      posted: { parcels: idsSchema, back: z.optional(z.string().check(z.maxLength(500))) },
      run: async ({ data: posted, form, state, server }) => {
        await state.api.call(
          payParcelsEndpoint,
          { body: { parcel_ids: posted.parcels.split(',') }, idempotencyKey: idempotencyKeyOf(form) },
          { toast: 'success' },
        );
        forgetWallet(state);
        return { redirectTo: backOf(state, server.pages, posted.back ?? '') };
      },
    }),
  },
  { back: (state) => href('/:lang/cabinet/packages', { lang: state.lang }) },
);
