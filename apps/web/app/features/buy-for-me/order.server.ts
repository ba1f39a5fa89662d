import {
  buyForMeOrderEndpoint,
  cancelBuyForMeOrderEndpoint,
  idSchema,
  payBuyForMeOrderEndpoint,
  type BuyForMeOrder,
} from '@yolla/contract';
import { BUY_FOR_ME_ROAD, BUY_FOR_ME_STATES, canMove, type BuyForMeState } from '@yolla/contract/buy-for-me-lists';
import { data, href } from 'react-router';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatMoney } from '../../lib/format.ts';
import { idempotencyKeyOf, newIdempotencyKey } from '../../lib/idempotency-key.server.ts';
import { intent, intentAction } from '../../lib/intents.server.ts';
import { forgetWallet, walletOf } from '../../lib/wallet.server.ts';
import { balanceIn, balanceView, linkView, momentOf, optionsOf, totalsView } from './buy-for-me-format.server.ts';
import { buyForMeOrderSearch } from './buy-for-me-search.ts';
import type { BalanceView, OrderPage, TimelineStep } from './buy-for-me-view.ts';

function notFound(): never {
  throw data(null, { status: 404 });
}

/** The id of the address: anything but an id is as unknown as another customer's order. */
export function orderIdOf(raw: string | undefined): string {
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : notFound();
}

export const orderPath = (state: RequestState, id: string) =>
  href('/:lang/cabinet/buyforme/:id', { lang: state.lang, id });

const isState = (status: string): status is BuyForMeState => (BUY_FOR_ME_STATES as readonly string[]).includes(status);

/** The steps that happened, oldest first, then the main road's steps still ahead (none once cancelled). */
function timelineOf(state: RequestState, order: BuyForMeOrder): TimelineStep[] {
  const done: TimelineStep[] = order.events
    .filter((event) => isState(event.status))
    .map((event) => ({
      status: event.status,
      actor: event.actor,
      at: momentOf(state, event.occurred_at),
      iso: event.occurred_at,
      detail: event.detail,
    }));
  if (order.status === 'cancelled') return done;
  const reached = [order.status, ...done.map((step) => step.status)].map((status) =>
    BUY_FOR_ME_ROAD.indexOf(status === 'price_changed' ? 'paid' : (status as BuyForMeState)),
  );
  const ahead = BUY_FOR_ME_ROAD.slice(Math.max(...reached) + 1).filter((status) => status !== 'awaiting_payment');
  return [...done, ...ahead.map((status) => ({ status, actor: null, at: null, iso: null, detail: null }))];
}

/**
 * One order of the customer (another's, or none, is 404): items, amounts, its timeline, and what the customer may
 * do now — pay it, approve a changed price, cancel it (`?cancel` opens the confirm step) — each form with its own
 * idempotency key. The wallet is asked only when there is something to pay.
 */
export async function buyForMeOrderPage(state: RequestState, id: string, request: Request): Promise<OrderPage> {
  const { data: order } = await state.api
    .call(buyForMeOrderEndpoint, { params: { id } }, { toast: false })
    .catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) notFound();
      throw error;
    });
  const money = (amount: number) => formatMoney({ amount, currency: order.totals.currency }, state.locale);
  const self = orderPath(state, order.id);
  const toPay = order.status === 'awaiting_payment' || (order.status === 'price_changed' && order.price_change);
  const wallet = toPay ? await walletOf(state, { fresh: true }) : null;
  const balance = (currency: BuyForMeOrder['paid']['currency'], amount: number): BalanceView | null =>
    wallet ? balanceView(state, balanceIn(wallet.balances, currency), amount, self) : null;
  const change = order.status === 'price_changed' ? order.price_change : null;
  const cancellable = canMove(order.status, 'cancel');
  return {
    id: order.id,
    state: order.status,
    shopCountry: order.shop_country,
    created: momentOf(state, order.created_at),
    items: order.items.map((item) => ({
      id: item.id,
      description: item.description,
      options: optionsOf(item),
      link: linkView(item.link),
      quantity: item.quantity,
      price: money(item.unit_price),
      sum: money(item.quantity * item.unit_price),
      newPrice: item.new_unit_price === null ? null : money(item.new_unit_price),
    })),
    totals: totalsView(order.totals, state.locale),
    paid: order.paid.amount > 0 ? formatMoney(order.paid, state.locale) : null,
    note: order.note,
    cancelReason: order.cancel_reason,
    parcel: order.parcel ? { id: order.parcel.id, tracking: order.parcel.tracking_number } : null,
    timeline: timelineOf(state, order),
    payment:
      order.status === 'awaiting_payment'
        ? {
            total: formatMoney({ amount: order.totals.pay.amount, currency: order.totals.pay.currency }, state.locale),
            balance: balance(order.totals.pay.currency, order.totals.pay.amount),
          }
        : null,
    change: change
      ? {
          oldTotal: money(order.totals.total),
          newTotal: money(change.totals.total),
          difference: formatMoney(change.difference, state.locale),
          reason: change.reason,
          rows: order.items
            .filter((item) => item.new_unit_price !== null)
            .map((item) => ({
              description: item.description,
              old: money(item.unit_price),
              new: money(item.new_unit_price ?? item.unit_price),
            })),
          balance: balance(change.difference.currency, change.difference.amount),
        }
      : null,
    cancellable,
    confirmCancel: cancellable && buyForMeOrderSearch.parse(request).cancel,
    locked: order.status === 'purchased',
    keys: { pay: newIdempotencyKey(), cancel: newIdempotencyKey() },
    self,
    cancelStep: buyForMeOrderSearch.href(self, { cancel: true }, 'cancel'),
  };
}

/**
 * The order page's money-moving forms, each posted with its rendering's idempotency key: `pay` pays an order
 * awaiting payment or approves a changed price by paying the difference; `cancel` cancels it with a full refund.
 * Both come back to the order with the API's message.
 */
export const buyForMeOrderAction = intentAction(
  {
    pay: intent({
      posted: { id: idSchema },
      run: async ({ data: posted, form, state }) => {
        const call = { params: posted, body: {}, idempotencyKey: idempotencyKeyOf(form) };
        await state.api.call(payBuyForMeOrderEndpoint, call, { toast: 'success' });
        forgetWallet(state);
        return { redirectTo: orderPath(state, posted.id) };
      },
    }),
    cancel: intent({
      posted: { id: idSchema },
      run: async ({ data: posted, form, state }) => {
        const call = { params: posted, body: {}, idempotencyKey: idempotencyKeyOf(form) };
        await state.api.call(cancelBuyForMeOrderEndpoint, call, { toast: 'success' });
        forgetWallet(state);
        return { redirectTo: orderPath(state, posted.id) };
      },
    }),
  },
  { back: (state) => href('/:lang/cabinet/buyforme', { lang: state.lang }) },
);
