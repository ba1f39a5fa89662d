import { buyForMeFee } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import { buyForMeItems, buyForMeOrders } from './buy-for-me.table.ts';
import {
  balanceOf,
  buyerEvent,
  buyForMeApi,
  customerOf,
  key,
  orderBody,
  orderOf,
  paidOrder,
  payOrder,
  place,
  probe,
  quote,
} from './buy-for-me-test-kit.ts';

let api: TestApi;
beforeAll(async () => {
  api = await buyForMeApi();
});
afterAll(() => api.close());

describe('the service fee', () => {
  it('is 5 % of items and local delivery rounded half up, never under the minimum', () => {
    expect(buyForMeFee(85_00, 5, 3_00)).toBe(4_25);
    expect(buyForMeFee(10_10, 5, 0)).toBe(51); // 50.5 → 51
    expect(buyForMeFee(10_09, 5, 0)).toBe(50); // 50.45 → 50
    expect(buyForMeFee(20_00, 5, 3_00)).toBe(3_00);
  });
});

describe('a quote', () => {
  it('prices items, local delivery and the fee the prices hold, with the balance and what is short', async () => {
    const who = await customerOf(api);
    await probe.fund(api, who.customer.row.id, 50_00);
    const answer = await quote(api, who, orderBody());
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      totals: {
        currency: 'USD',
        items_total: 80_00,
        local_delivery: 5_00,
        fee: 4_25,
        fee_percent: 5,
        fee_minimum: { amount: 3_00, currency: 'USD' },
        total: 89_25,
        pay: { currency: 'USD', amount: 89_25, rate: '1', rate_on: expect.any(String) },
      },
      balance: { currency: 'USD', amount: 50_00 },
      short: 39_25,
    });
  });

  it('converts the USD minimum into the shop’s currency and the total into the paying one at the day’s rate', async () => {
    const who = await customerOf(api);
    const body = orderBody({
      shop_country: 'TR',
      currency: 'TRY',
      items: [{ link: 'https://www.shop.example/tr/1', description: 'Scarf', quantity: 1, unit_price: 500_00 }],
      local_delivery: 0,
      pay_currency: 'AZN',
    });
    const { totals } = (await quote(api, who, body)).json().data;
    // 5 % of 500 TRY is 25 TRY, under USD 3 = 127.50 TRY at 42.5: the minimum holds.
    expect(totals).toMatchObject({ fee: 127_50, total: 627_50 });
    // 627.50 TRY in AZN at 1.7 / 42.5 = 0.04 (crossed through USD, exactly): 25.10.
    expect(totals.pay).toMatchObject({ currency: 'AZN', amount: 25_10, rate: '0.04' });
  });

  it('refuses a paying currency the customer does not hold, on its field', async () => {
    const who = await customerOf(api, 'UZ');
    const answer = await quote(api, who, orderBody({ pay_currency: 'AZN' }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'wallet.currency_not_held',
      errors: { pay_currency: [expect.any(String)] },
    });
  });

  it('refuses links to private addresses on each one’s field, and saves nothing', async () => {
    const who = await customerOf(api);
    const items = [
      { link: 'https://www.shop.example/ok', description: 'Fine', quantity: 1, unit_price: 10_00 },
      { link: 'http://169.254.169.254/latest', description: 'Metadata', quantity: 1, unit_price: 10_00 },
      { link: 'http://[::1]:8080/', description: 'Loopback', quantity: 1, unit_price: 10_00 },
      { link: 'http://localhost/admin', description: 'Local', quantity: 1, unit_price: 10_00 },
    ];
    for (const answer of [await quote(api, who, orderBody({ items })), await place(api, who, orderBody({ items }))]) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().code).toBe('buy_for_me.private_link');
      expect(Object.keys(answer.json().errors).sort()).toEqual(['items.1.link', 'items.2.link', 'items.3.link']);
    }
    expect((await callAs(api, who, 'GET', '/buy-for-me/orders')).json().meta.total).toBe(0);
  });
});

describe('placing an order', () => {
  it('pays it from the wallet at once when the balance covers it', async () => {
    const who = await customerOf(api);
    await probe.fund(api, who.customer.row.id, 100_00);
    const answer = await place(api, who, orderBody({ note: 'Black, please' }));
    expect(answer.statusCode).toBe(201);
    expect(answer.json().message).toBe('Your order is placed and paid from your wallet.');
    expect(answer.json().data).toMatchObject({
      status: 'paid',
      title: 'Running shoes',
      item_count: 1,
      total: { amount: 89_25, currency: 'USD' },
      paid: { currency: 'USD', amount: 89_25 },
      note: 'Black, please',
      price_change: null,
      parcel: null,
      events: [
        { status: 'awaiting_payment', actor: 'customer' },
        { status: 'paid', actor: 'customer' },
      ],
    });
    expect(await balanceOf(api, who)).toBe(10_75);
    const [line] = (await callAs(api, who, 'GET', '/wallet')).json().data.recent;
    expect(line).toMatchObject({
      kind: 'buy_for_me_payment',
      amount: -89_25,
      order: { kind: 'buy_for_me', id: answer.json().data.id },
    });
  });

  it('saves it awaiting payment when the balance is short, and takes the payment later', async () => {
    const who = await customerOf(api);
    await probe.fund(api, who.customer.row.id, 10_00);
    const answer = await place(api, who, orderBody());
    expect(answer.statusCode).toBe(201);
    expect(answer.json().message).toBe('Your order is saved. Pay for it once your balance is topped up.');
    const { id } = answer.json().data;
    expect(answer.json().data).toMatchObject({ status: 'awaiting_payment', paid: { amount: 0 } });
    expect(await balanceOf(api, who)).toBe(10_00);
    const short = await payOrder(api, who, id);
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('wallet.insufficient_funds');
    expect((await orderOf(api, who, id)).status).toBe('awaiting_payment');
    await probe.fund(api, who.customer.row.id, 80_00);
    const paid = await payOrder(api, who, id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ message: 'Paid from your wallet.', data: { status: 'paid' } });
    expect(await balanceOf(api, who)).toBe(75);
    expect((await payOrder(api, who, id)).json().code).toBe('buy_for_me.impossible_transition');
  });

  it('makes one order of one key: the same request again answers the first answer', async () => {
    const who = await customerOf(api);
    await probe.fund(api, who.customer.row.id, 200_00);
    const same = key();
    const first = await place(api, who, orderBody(), same);
    const again = await place(api, who, orderBody(), same);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await callAs(api, who, 'GET', '/buy-for-me/orders')).json().meta.total).toBe(1);
    expect(await balanceOf(api, who)).toBe(200_00 - 89_25);
    expect((await place(api, who, orderBody({ local_delivery: 0 }), same)).statusCode).toBe(422);
  });

  it('lists the customer’s orders newest first, filtered, with counts per state', async () => {
    const who = await customerOf(api);
    await probe.fund(api, who.customer.row.id, 90_00);
    const paid = (await place(api, who, orderBody())).json().data.id;
    const waiting = (await place(api, who, orderBody())).json().data.id;
    const all = (await callAs(api, who, 'GET', '/buy-for-me/orders')).json();
    expect(all.data.map((order: { id: string }) => order.id)).toEqual([waiting, paid]);
    expect(all.meta).toEqual({ page: 1, per_page: 20, total: 2, counts: { paid: 1, awaiting_payment: 1 } });
    const open = (await callAs(api, who, 'GET', '/buy-for-me/orders?status=awaiting_payment')).json();
    expect(open.data.map((order: { id: string }) => order.id)).toEqual([waiting]);
    expect((await callAs(api, who, 'GET', '/buy-for-me/orders?status=open')).json().meta.total).toBe(2);
    expect((await callAs(api, who, 'GET', '/buy-for-me/orders?status=arrived')).json().data).toEqual([]);
  });
});

describe('account deletion', () => {
  const deletion = (who: SignedIn) =>
    callAs(api, who, 'POST', '/me/deletion', { payload: { password: who.customer.password } });

  it('waits for a paid order (its money) and a bought one (its parcel to come)', async () => {
    const who = await customerOf(api);
    const order = await paidOrder(api, who);
    expect(await balanceOf(api, who)).toBe(0);
    expect((await deletion(who)).json().code).toBe('deletion.pending_money');
    await buyerEvent(api, { type: 'purchased', order_id: order.id });
    expect((await deletion(who)).json().code).toBe('deletion.pending_parcels');
  });

  it('erases an order only awaiting payment with the account: its links, descriptions and note', async () => {
    const who = await customerOf(api);
    const waiting = (await place(api, who, orderBody({ note: 'Call me first' }))).json().data;
    expect(waiting.status).toBe('awaiting_payment');
    expect((await deletion(who)).statusCode).toBe(200);
    const db = api.database.db;
    const id = Number(waiting.id);
    expect(await db.select().from(buyForMeItems).where(eq(buyForMeItems.orderId, id))).toEqual([]);
    const [row] = await db.select().from(buyForMeOrders).where(eq(buyForMeOrders.id, id));
    expect(row?.note).toBeNull();
  });
});
