import {
  TOP_UP_LIMITS,
  conversionFormSchema,
  conversionQuoteEndpoint,
  convertEndpoint,
  createRefundEndpoint,
  createTopUpEndpoint,
  refundFormSchema,
  idSchema,
  topUpFormSchema,
  walletCurrenciesOf,
} from '@yolla/contract';
import { translate } from '@yolla/i18n/server';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { apiFailure, readForm, type FormFailure } from '../../lib/form.server.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.server.ts';
import { intent, intentAction, type IntentFailure, type IntentServer } from '../../lib/intents.server.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import { forgetWallet } from '../../lib/wallet.server.ts';
import { quoteView } from './wallet-format.server.ts';
import { walletSearch } from './wallet-search.ts';
import { backTarget, walletPath } from './wallet.server.ts';
import type { QuoteView } from './wallet-view.ts';

const QUIET = { toast: false } as const;

/** The API's refusals that belong to one field of the form, by code. */
const FIELD_OF: Record<string, string> = {
  'wallet.amount_out_of_range': 'amount',
  'wallet.insufficient_funds': 'amount',
  'wallet.currency_not_held': 'currency',
};

function kept(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = form.get(name);
      return typeof value === 'string' ? [[name, value.slice(0, 500)]] : [];
    }),
  );
}

/** A refusal on one field, in the page's language. */
function onField(state: RequestState, field: string, key: string, values: Record<string, string>): FormFailure {
  return { ok: false, status: 422, message: null, fields: { [field]: translate(state.locale, key) }, values };
}

/** The API's refusal as the form shows it: a code of one field on that field (`currency` is `from` in a conversion). */
function refusalOf(error: unknown, values: Record<string, string>, currencyField = 'currency'): FormFailure {
  const failure = apiFailure(error, values);
  const field = error instanceof ApiRequestError ? FIELD_OF[error.code] : undefined;
  if (!field || !failure.message) return failure;
  const name = field === 'currency' ? currencyField : field;
  return { ...failure, message: null, fields: { ...failure.fields, [name]: failure.message } };
}

const TOP_UP_FIELDS = ['currency', 'amount'] as const;
const CONVERSION_FIELDS = ['from', 'to', 'amount'] as const;
const REFUND_FIELDS = ['top_up_id', 'amount'] as const;

/** What the page says once the provider answered a refund (`pending`: it has not yet). */
const REFUND_TOASTS = {
  settled: { type: 'success', message: 'wallet.refund.settled' },
  pending: { type: 'info', message: 'wallet.refund.pending' },
  returned: { type: 'error', message: 'wallet.refund.returned' },
} as const;

/**
 * The page's money-moving forms (lib/intents.server.ts). `top-up` checks the amount against the currency's limits,
 * asks the API for a top-up with the form's idempotency key and this page (with the pay page's `return`, checked)
 * as the way back, and sends the browser to the provider's checkout. `convert` confirms a quote with its key.
 */
const walletIntents = intentAction(
  {
    'top-up': intent({
      schema: topUpFormSchema,
      keep: TOP_UP_FIELDS,
      run: async ({ data, form, state, server }) => {
        const values = kept(form, TOP_UP_FIELDS);
        const { country } = requireCustomer(state);
        if (!walletCurrenciesOf(country).includes(data.currency)) {
          return onField(state, 'currency', 'errors.wallet.currency_not_held', values);
        }
        const [least, most] = TOP_UP_LIMITS[data.currency];
        if (data.amount < least || data.amount > most) {
          return onField(state, 'amount', 'errors.wallet.amount_out_of_range', values);
        }
        const back = backTarget(state, server.pages, String(form.get('return') ?? ''));
        const body = {
          currency: data.currency,
          amount: data.amount,
          return_path: walletSearch.href(walletPath(state), { return: back ?? '' }),
        };
        try {
          const { data: topUp } = await state.api.call(
            createTopUpEndpoint,
            { body, idempotencyKey: idempotencyKeyOf(form) },
            QUIET,
          );
          // A replayed start whose top-up is over (paid, declined, or expired before the provider was reached) has
          // no checkout to go to: its state shows on the wallet page instead.
          if (topUp.state !== 'pending' || !topUp.checkout_url) {
            return { redirectTo: walletSearch.href(walletPath(state), { top_up: topUp.id, return: back ?? '' }) };
          }
          return { redirectTo: topUp.checkout_url, document: true };
        } catch (error) {
          return refusalOf(error, values);
        }
      },
    }),
    refund: intent({
      schema: refundFormSchema,
      keep: REFUND_FIELDS,
      run: async ({ data, form, state }) => {
        let outcome: keyof typeof REFUND_TOASTS;
        try {
          const body = { top_up_id: data.top_up_id, amount: data.amount };
          const { data: refund } = await state.api.call(
            createRefundEndpoint,
            { body, idempotencyKey: idempotencyKeyOf(form) },
            QUIET,
          );
          outcome = refund.state;
        } catch (error) {
          return refusalOf(error, kept(form, REFUND_FIELDS));
        }
        forgetWallet(state);
        const toast = REFUND_TOASTS[outcome];
        state.toasts.push({ type: toast.type, message: translate(state.locale, toast.message) });
        return { redirectTo: walletPath(state) };
      },
    }),
    convert: intent({
      schema: conversionFormSchema,
      keep: CONVERSION_FIELDS,
      posted: { quote_id: idSchema },
      run: async ({ data, form, state }) => {
        try {
          const body = { quote_id: data.quote_id };
          await state.api.call(convertEndpoint, { body, idempotencyKey: idempotencyKeyOf(form) }, QUIET);
        } catch (error) {
          return refusalOf(error, kept(form, CONVERSION_FIELDS), 'from');
        }
        forgetWallet(state);
        state.toasts.push({ type: 'success', message: translate(state.locale, 'wallet.convert.done') });
        return { redirectTo: walletPath(state) };
      },
    }),
  },
  { back: walletPath },
);

export type WalletIntent = 'top-up' | 'convert' | 'quote' | 'refund';

/** A quote to show before confirming it. */
export interface QuoteAnswer {
  ok: true;
  intent: 'quote';
  quote: QuoteView;
}

/**
 * `quote` (not money-moving): the conversion form's from, to and amount → the API's quote, answered to the page
 * itself (there is no address to read a quote at), which shows it with its confirm button.
 */
async function quoteAnswer(form: FormData, state: RequestState): Promise<QuoteAnswer | IntentFailure<WalletIntent>> {
  const parsed = await readForm(form, conversionFormSchema, { locale: state.locale, keep: CONVERSION_FIELDS });
  if (!parsed.ok) return { ...parsed, intent: 'quote' };
  if (parsed.data.from === parsed.data.to) {
    return { ...onField(state, 'to', 'wallet.convert.same_currency', parsed.kept), intent: 'quote' };
  }
  try {
    const { data } = await state.api.call(conversionQuoteEndpoint, { body: parsed.data }, QUIET);
    const { country } = requireCustomer(state);
    return {
      ok: true,
      intent: 'quote',
      quote: quoteView(data, parsed.kept.amount ?? '', { country, locale: state.locale }),
    };
  } catch (error) {
    return { ...refusalOf(error, parsed.kept, 'from'), intent: 'quote' };
  }
}

/** The wallet page's action: the form is read once, and goes to its intent. */
export async function walletAction(source: Request | FormData, state: RequestState, server: IntentServer) {
  const form = source instanceof FormData ? source : await source.formData();
  if (form.get('intent') === 'quote') return quoteAnswer(form, state);
  return walletIntents(form, state, server);
}
