import {
  BUY_FOR_ME_STATES,
  BUY_FOR_ME_TRANSITIONS,
  canMove,
  type BuyForMeMove,
  type BuyForMeState,
} from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import type { SignedIn } from '../../test/signed-in.ts';
import {
  buyerEvent,
  buyForMeApi,
  cancelOrder,
  customerOf,
  freshTracking,
  orderBody,
  orderOf,
  paidOrder,
  payOrder,
  place,
  probe,
} from './buy-for-me-test-kit.ts';

let api: TestApi;
let rich: SignedIn;
let poor: SignedIn;
const waiting: string[] = [];

beforeAll(async () => {
  api = await buyForMeApi();
  [rich, poor] = [await customerOf(api), await customerOf(api)];
  // Orders awaiting payment are placed while the balance is empty; then both have plenty.
  for (let index = 0; index < 3; index += 1) waiting.push((await place(api, poor, orderBody())).json().data.id);
  await probe.fund(api, rich.customer.row.id, 5_000_00);
  await probe.fund(api, poor.customer.row.id, 5_000_00);
});
afterAll(() => api.close());

type Order = { id: string; who: SignedIn; itemId: string };

async function orderIn(state: BuyForMeState): Promise<Order> {
  if (state === 'awaiting_payment') {
    const id = waiting.shift();
    if (!id) throw new Error('no order awaiting payment left');
    return { id, who: poor, itemId: (await orderOf(api, poor, id)).items[0].id };
  }
  const paid = await paidOrder(api, rich);
  const order = { id: paid.id, who: rich, itemId: paid.items[0]!.id };
  if (state === 'paid') return order;
  if (state === 'cancelled') await cancelOrder(api, rich, order.id);
  if (state === 'price_changed') await move(order, 'price_changed');
  if (state === 'purchased' || state === 'arrived') await move(order, 'purchased');
  if (state === 'arrived') await move(order, 'arrived');
  return order;
}

function move({ id, who, itemId }: Order, name: BuyForMeMove) {
  switch (name) {
    case 'pay':
      return payOrder(api, who, id);
    case 'cancel':
      return cancelOrder(api, who, id);
    case 'purchased':
      return buyerEvent(api, { type: 'purchased', order_id: id });
    case 'price_changed':
      return buyerEvent(api, { type: 'price_changed', order_id: id, items: [{ id: itemId, unit_price: 45_00 }] });
    case 'arrived':
      return buyerEvent(api, { type: 'arrived', order_id: id, tracking_number: freshTracking() });
    case 'cancelled':
      return buyerEvent(api, { type: 'cancelled', order_id: id, reason: 'The shop refused the order' });
  }
}

const MOVES = Object.keys(BUY_FOR_ME_TRANSITIONS) as BuyForMeMove[];

describe('the lifecycle', () => {
  it.each(BUY_FOR_ME_STATES)(
    'from %s: makes exactly the allowed moves, and refuses the others changing nothing',
    async (state) => {
      const base = await orderIn(state);
      expect((await orderOf(api, base.who, base.id)).status).toBe(state);
      for (const name of MOVES) {
        if (canMove(state, name)) {
          const order = await orderIn(state);
          const answer = await move(order, name);
          expect(answer.statusCode, `${state} → ${name}`).toBe(200);
          expect((await orderOf(api, order.who, order.id)).status).toBe(BUY_FOR_ME_TRANSITIONS[name].to);
        } else {
          const answer = await move(base, name);
          expect([answer.statusCode, answer.json().code], `${state} → ${name}`).toEqual([
            409,
            'buy_for_me.impossible_transition',
          ]);
          expect((await orderOf(api, base.who, base.id)).status).toBe(state);
        }
      }
    },
  );
});
