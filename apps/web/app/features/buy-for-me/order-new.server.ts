import {
  buyForMeFormSchema,
  buyForMeQuoteEndpoint,
  createBuyForMeOrderEndpoint,
  walletCurrenciesOf,
  type BuyForMeRequest,
} from '@yolla/contract';
import { href } from 'react-router';
import type { RequestState } from '../../lib/context.ts';
import { apiFailure, readForm } from '../../lib/form.server.ts';
import { keepDraft, takeDraft } from '../../lib/form-draft.server.ts';
import { formatMoney } from '../../lib/format.ts';
import { idempotencyKeyOf, newIdempotencyKey } from '../../lib/idempotency-key.server.ts';
import { intent, intentAction, type IntentFailure, type IntentServer } from '../../lib/intents.server.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import { forgetWallet } from '../../lib/wallet.server.ts';
import { balanceView, linkView, optionsOf, totalsView } from './buy-for-me-format.server.ts';
import { KEPT, removedRow, rowsAnswer } from './buy-for-me-rows.server.ts';
import { buyForMeNewSearch } from './buy-for-me-search.ts';
import type { FormValues, NewPage, ReviewView } from './buy-for-me-view.ts';

/** The form's name for the draft it leaves while the customer tops up the wallet. */
const DRAFT = 'buy-for-me';
const QUIET = { toast: false } as const;

const newPath = (state: RequestState) => href('/:lang/cabinet/buyforme/new', { lang: state.lang });

/**
 * The new order page: the currencies the customer's wallet pays in, an empty form (a row, the first shop
 * country) — or, back from topping up (`?draft`), the order the customer reviewed — and the confirm form's key.
 */
export function buyForMeNewPage(state: RequestState, back: { server: IntentServer; request: Request }): NewPage {
  const { country } = requireCustomer(state);
  const payCurrencies = [...walletCurrenciesOf(country)];
  const returning = buyForMeNewSearch.parse(back.request).draft;
  const draft = returning ? takeDraft(state, back.server.config.sessionSecret, DRAFT) : null;
  return {
    base: newPath(state),
    payCurrencies,
    initial: draft ?? {
      shop_country: 'TR',
      currency: 'TRY',
      pay_currency: payCurrencies[0],
      local_delivery: '0',
      'items.0.quantity': '1',
    },
    restored: draft !== null,
    idempotencyKey: newIdempotencyKey(),
  };
}

/** The review of a quoted order: each item with its link and sum, the amounts, and what the balance says. */
function reviewOf(state: RequestState, order: BuyForMeRequest, quote: ReviewQuote, back: string): ReviewView {
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, state.locale);
  return {
    items: order.items.map((item) => ({
      description: item.description,
      options: optionsOf(item),
      link: linkView(item.link),
      line: `${item.quantity} × ${money(item.unit_price)}`,
      sum: money(item.quantity * item.unit_price),
    })),
    totals: totalsView(quote.totals, state.locale),
    balance: balanceView(state, quote.balance, quote.totals.pay.amount, back),
  };
}
type ReviewQuote = Awaited<ReturnType<typeof quote>>;

async function quote(state: RequestState, body: BuyForMeRequest) {
  return (await state.api.call(buyForMeQuoteEndpoint, { body }, QUIET)).data;
}

/** The review step's answer: the order as the API prices it, and the form's values to post again as they were. */
export interface ReviewAnswer {
  ok: true;
  intent: 'review';
  review: ReviewView;
  values: FormValues;
}

export type BuyForMeNewIntent = 'review' | 'order' | 'edit' | 'add-item' | 'remove-item';

/**
 * "Review the order" (moves no money): the form checked with the contract's schema, priced by the API's quote and
 * answered to the page itself, which shows the amounts with the confirm form. When the balance is short the form is
 * also kept in a draft, so the top-up shortcut brings the customer back to it.
 */
async function reviewAnswer(
  form: FormData,
  state: RequestState,
  server: IntentServer,
): Promise<ReviewAnswer | IntentFailure<BuyForMeNewIntent>> {
  const parsed = await readForm(form, buyForMeFormSchema, { locale: state.locale, keep: KEPT });
  if (!parsed.ok) return { ...parsed, intent: 'review' };
  try {
    const priced = await quote(state, parsed.data);
    const kept = priced.short > 0 && keepDraft(state, server.config.sessionSecret, DRAFT, parsed.kept);
    const back = kept ? buyForMeNewSearch.href(newPath(state), { draft: true }) : newPath(state);
    return { ok: true, intent: 'review', review: reviewOf(state, parsed.data, priced, back), values: parsed.kept };
  } catch (error) {
    return { ...apiFailure(error, parsed.kept), intent: 'review' };
  }
}

/**
 * The page's other forms: `order` places the reviewed order with the confirm form's idempotency key (paid at once,
 * or saved awaiting payment when the balance is short) and lands on its page with the API's message; `edit` gives
 * the reviewed form back to change; `add-item` and `remove-item` are the row buttons without JavaScript.
 */
const newIntents = intentAction(
  {
    order: intent({
      schema: buyForMeFormSchema,
      keep: KEPT,
      run: async ({ data, form, state }) => {
        const answer = await state.api.call(
          createBuyForMeOrderEndpoint,
          { body: data, idempotencyKey: idempotencyKeyOf(form) },
          { toast: 'success' },
        );
        forgetWallet(state);
        return { redirectTo: href('/:lang/cabinet/buyforme/:id', { lang: state.lang, id: answer.data.id }) };
      },
    }),
    edit: intent({ run: async ({ form }) => rowsAnswer(form, null) }),
    'add-item': intent({ run: async ({ form }) => rowsAnswer(form, { add: true }) }),
    'remove-item': intent({ run: async ({ form, url }) => rowsAnswer(form, { remove: removedRow(url) }) }),
  },
  { back: newPath },
);

/** The new order page's action: the form is read once and goes to its intent (`review` when it names none). */
export async function buyForMeNewAction(source: Request | FormData, state: RequestState, server: IntentServer) {
  // The request is read again by the intents, which need its address too (the row a "remove item" button names).
  const form = source instanceof FormData ? source : await source.clone().formData();
  const name = form.get('intent');
  if (name === null || name === 'review') return reviewAnswer(form, state, server);
  return newIntents(source, state, server);
}
