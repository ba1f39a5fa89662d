import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { developmentKey, signedCall } from '../../test/machine.ts';
import { callAs } from '../../test/signed-in.ts';
import {
  balanceOf,
  buyerEvent,
  buyForMeApi,
  cancelOrder,
  customerOf,
  freshTracking,
  orderOf,
  paidOrder,
  payOrder,
  probe,
} from './buy-for-me-test-kit.ts';

let api: TestApi;
beforeAll(async () => {
  api = await buyForMeApi();
});
afterAll(() => api.close());

const noticesOf = async (who: Awaited<ReturnType<typeof customerOf>>) =>
  (await callAs(api, who, 'GET', '/me/notices')).json().data as {
    event: string;
    parcel_id: string | null;
    params: Record<string, string>;
  }[];

describe('the buyer’s steps', () => {
  it('purchased, then arrived: the order becomes the customer’s parcel, linked both ways, with notices', async () => {
    const who = await customerOf(api);
    const order = await paidOrder(api, who);
    const purchased = await buyerEvent(api, { type: 'purchased', order_id: order.id });
    expect(purchased.json().data).toEqual({
      order_id: order.id,
      status: 'purchased',
      repeated: false,
      parcel_id: null,
    });
    const tracking = freshTracking();
    const arrived = await buyerEvent(api, { type: 'arrived', order_id: order.id, tracking_number: tracking });
    expect(arrived.statusCode).toBe(200);
    const parcelId = arrived.json().data.parcel_id as string;
    expect(arrived.json().data).toMatchObject({ status: 'arrived', repeated: false });
    const detail = await orderOf(api, who, order.id);
    expect(detail).toMatchObject({ status: 'arrived', parcel: { id: parcelId, tracking_number: tracking } });
    expect(detail.events.map((event: { status: string; actor: string }) => `${event.actor}:${event.status}`)).toEqual([
      'customer:awaiting_payment',
      'customer:paid',
      'warehouse:purchased',
      'warehouse:arrived',
    ]);
    const parcel = (await callAs(api, who, 'GET', `/parcels/${parcelId}`)).json().data;
    expect(parcel).toMatchObject({ tracking_number: tracking, buy_for_me_order_id: order.id });
    const notices = (await noticesOf(who)).filter((notice) => notice.event === 'buy_for_me_update');
    expect(notices.map((notice) => [notice.params.status, notice.parcel_id])).toEqual([
      ['arrived', parcelId],
      ['purchased', null],
    ]);
  });

  it('answers an event sent again as the first time; other content under its id is a conflict', async () => {
    const who = await customerOf(api);
    const order = await paidOrder(api, who);
    const event = {
      type: 'purchased',
      order_id: order.id,
      event_id: `again-${order.id}`,
      occurred_at: new Date().toISOString(),
    };
    const first = await buyerEvent(api, event);
    const again = await buyerEvent(api, event);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ ...first.json().data, repeated: true });
    const other = await buyerEvent(api, { ...event, occurred_at: '2026-01-02T10:00:00Z' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('buy_for_me.event_conflict');
    expect((await noticesOf(who)).filter((notice) => notice.event === 'buy_for_me_update')).toHaveLength(1);
  });

  it('refuses an unknown order, an unsigned request and a step the lifecycle does not allow', async () => {
    const unknown = await buyerEvent(api, { type: 'purchased', order_id: '999999999' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'buy_for_me.unknown_order']);
    const unsigned = await api.app.inject({
      method: 'POST',
      url: '/api/v1/machine/buy-for-me/events',
      payload: { type: 'purchased', order_id: '1', event_id: 'x', occurred_at: new Date().toISOString() },
    });
    expect(unsigned.statusCode).toBe(401);
    const wrongKey = await signedCall(
      api,
      { ...developmentKey('warehouse'), secret: 'not-the-secret' },
      'POST',
      '/buy-for-me/events',
      {
        body: { type: 'purchased', order_id: '1', event_id: 'y', occurred_at: new Date().toISOString() },
      },
    );
    expect(wrongKey.statusCode).toBe(401);
    const who = await customerOf(api);
    const order = await paidOrder(api, who);
    const early = await buyerEvent(api, { type: 'arrived', order_id: order.id, tracking_number: freshTracking() });
    expect([early.statusCode, early.json().code]).toEqual([409, 'buy_for_me.impossible_transition']);
    expect((await orderOf(api, who, order.id)).status).toBe('paid');
    // An arrival under a number some parcel has already is refused, and the order waits as it was.
    await buyerEvent(api, { type: 'purchased', order_id: order.id });
    const first = await paidOrder(api, who);
    await buyerEvent(api, { type: 'purchased', order_id: first.id });
    const tracking = freshTracking();
    await buyerEvent(api, { type: 'arrived', order_id: first.id, tracking_number: tracking });
    const taken = await buyerEvent(api, { type: 'arrived', order_id: order.id, tracking_number: tracking });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'parcels.number_taken']);
    expect(await orderOf(api, who, order.id)).toMatchObject({ status: 'purchased', parcel: null });
  });
});

describe('a changed price', () => {
  it('up: waits for the customer, who approves by paying the difference', async () => {
    const who = await customerOf(api);
    const order = await paidOrder(api, who);
    const itemId = order.items[0]!.id;
    const changed = await buyerEvent(api, {
      type: 'price_changed',
      order_id: order.id,
      items: [{ id: itemId, unit_price: 50_00 }],
      reason: 'The shop raised the price',
    });
    expect(changed.json().data.status).toBe('price_changed');
    const detail = await orderOf(api, who, order.id);
    // 100.00 + 5.00 delivery, fee 5.25: 110.25, of which 89.25 is paid.
    expect(detail).toMatchObject({
      status: 'price_changed',
      items: [{ unit_price: 40_00, new_unit_price: 50_00 }],
      price_change: {
        totals: { total: 110_25 },
        difference: { currency: 'USD', amount: 21_00 },
        reason: 'The shop raised the price',
      },
    });
    expect((await payOrder(api, who, order.id)).json().code).toBe('wallet.insufficient_funds');
    await probe.fund(api, who.customer.row.id, 21_00);
    const approved = await payOrder(api, who, order.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'paid',
      items: [{ unit_price: 50_00, new_unit_price: null }],
      totals: { items_total: 100_00, fee: 5_25, total: 110_25 },
      paid: { amount: 110_25 },
      price_change: null,
    });
    expect(await balanceOf(api, who)).toBe(0);
  });

  it('up, then cancelled by the customer: everything paid comes back', async () => {
    const who = await customerOf(api);
    const order = await paidOrder(api, who);
    await buyerEvent(api, {
      type: 'price_changed',
      order_id: order.id,
      items: [{ id: order.items[0]!.id, unit_price: 60_00 }],
    });
    const cancelled = await cancelOrder(api, who, order.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'The order is cancelled. Everything you paid is back in your wallet.',
      data: { status: 'cancelled', paid: { amount: 0 }, price_change: null },
    });
    expect(await balanceOf(api, who)).toBe(89_25);
    const [line] = (await callAs(api, who, 'GET', '/wallet')).json().data.recent;
    expect(line).toMatchObject({ kind: 'refund', amount: 89_25, order: { kind: 'buy_for_me', id: order.id } });
  });

  it('down: refunds the difference at once and the order stays paid at the new price', async () => {
    const who = await customerOf(api);
    const order = await paidOrder(api, who);
    const changed = await buyerEvent(api, {
      type: 'price_changed',
      order_id: order.id,
      items: [{ id: order.items[0]!.id, unit_price: 30_00 }],
      local_delivery: 0,
    });
    expect(changed.json().data.status).toBe('paid');
    // 60.00, fee 3.00 (the minimum): 63.00; 26.25 back.
    expect(await orderOf(api, who, order.id)).toMatchObject({
      status: 'paid',
      items: [{ unit_price: 30_00 }],
      totals: { items_total: 60_00, local_delivery: 0, fee: 3_00, total: 63_00 },
      paid: { amount: 63_00 },
    });
    expect(await balanceOf(api, who)).toBe(26_25);
  });

  it('cancelled by the buyer after the purchase: the whole payment is refunded, with the reason', async () => {
    const who = await customerOf(api);
    const order = await paidOrder(api, who);
    await buyerEvent(api, { type: 'purchased', order_id: order.id });
    const cancelled = await buyerEvent(api, { type: 'cancelled', order_id: order.id, reason: 'Out of stock' });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await orderOf(api, who, order.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Out of stock' });
    expect(await balanceOf(api, who)).toBe(89_25);
    expect((await cancelOrder(api, who, order.id)).json().code).toBe('buy_for_me.impossible_transition');
  });
});

describe('one customer’s orders', () => {
  it('are not found for another customer: reading, paying and cancelling are 404 and change nothing', async () => {
    const owner = await customerOf(api);
    const other = await customerOf(api);
    await probe.fund(api, other.customer.row.id, 500_00);
    const order = await paidOrder(api, owner);
    for (const answer of [
      await callAs(api, other, 'GET', `/buy-for-me/orders/${order.id}`),
      await payOrder(api, other, order.id),
      await cancelOrder(api, other, order.id),
    ]) {
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'buy_for_me.not_found']);
    }
    expect((await callAs(api, other, 'GET', '/buy-for-me/orders')).json().meta.total).toBe(0);
    expect((await orderOf(api, owner, order.id)).status).toBe('paid');
    expect(await balanceOf(api, other)).toBe(500_00);
  });
});
