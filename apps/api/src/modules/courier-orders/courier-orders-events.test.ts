import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import {
  addAddress,
  arrivedParcel,
  cancelOrder,
  courierCustomer,
  courierEvent,
  placeOrder,
  ROOMY_LIMITS,
  statusOf,
  walletProbe,
  warehouse,
} from './courier-orders-test-kit.ts';

let api: TestApi;
const probe = walletProbe();

beforeAll(async () => {
  api = await createTestApi({ modules: [probe.module], env: ROOMY_LIMITS });
});
afterAll(() => api.close());

/** A customer's order of one arrived, paid parcel (two with `parcels: 2`), just placed. */
async function placed(parcels = 1): Promise<{ who: SignedIn; order: string; parcelIds: string[] }> {
  const who = await courierCustomer(api);
  const parcelIds: string[] = [];
  for (let n = 0; n < parcels; n += 1) parcelIds.push((await arrivedParcel(api, probe, who, { ready: n === 1 })).id);
  const address = await addAddress(api, who);
  await probe.fund(api, who.customer.row.id, 10_00);
  const answer = await placeOrder(api, who, { parcels: parcelIds, address_id: address });
  if (answer.statusCode !== 200) throw new Error(`order: ${answer.statusCode} ${answer.body}`);
  return { who, order: answer.json().data.id as string, parcelIds };
}

describe('the courier service’s steps', () => {
  it('schedule, take out and deliver an order, its parcels delivered with it, each step on the timeline', async () => {
    const { who, order, parcelIds } = await placed(2);
    const scheduled = await courierEvent(api, { order_id: order, type: 'scheduled', detail: 'Rauf' });
    expect(scheduled.json()).toEqual({ data: { order_id: order, status: 'scheduled', repeated: false } });
    const refused = await cancelOrder(api, who, order);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'courier_orders.not_cancellable']);
    expect((await courierEvent(api, { order_id: order, type: 'out_for_delivery', detail: 'Rauf' })).statusCode).toBe(
      200,
    );
    expect((await callAs(api, who, 'GET', `/parcels/${parcelIds[0]}`)).json().data.courier_order).toEqual({
      id: order,
      status: 'out_for_delivery',
    });
    const delivered = await courierEvent(api, { order_id: order, type: 'delivered', detail: 'Aysel herself' });
    expect(delivered.json().data.status).toBe('delivered');
    for (const id of parcelIds) {
      const parcel = (await callAs(api, who, 'GET', `/parcels/${id}`)).json().data;
      expect(parcel.state).toBe('delivered');
      expect(parcel.courier_order).toEqual({ id: order, status: 'delivered' });
      expect(parcel.timeline.at(-1)).toMatchObject({ state: 'delivered', detail: 'Aysel herself' });
    }
    const detail = (await callAs(api, who, 'GET', `/courier-orders/${order}`)).json().data;
    expect(detail).toMatchObject({ status: 'delivered', cancellable: false, refunded: null });
    expect(detail.events).toMatchObject([
      { status: 'requested', actor: 'customer' },
      { status: 'scheduled', actor: 'courier', detail: 'Rauf' },
      { status: 'out_for_delivery', actor: 'courier' },
      { status: 'delivered', actor: 'courier', detail: 'Aysel herself' },
    ]);
  });

  it('leave the hand-over of a parcel in an open order to the courier: the warehouse’s own is refused', async () => {
    const who = await courierCustomer(api);
    const parcel = await arrivedParcel(api, probe, who);
    const address = await addAddress(api, who);
    await probe.fund(api, who.customer.row.id, 10_00);
    const order = (await placeOrder(api, who, { parcels: [parcel.id], address_id: address })).json().data.id as string;
    const handedOver = await warehouse(api, { type: 'delivered', tracking_number: parcel.number });
    expect([handedOver.statusCode, handedOver.json().code]).toEqual([409, 'parcels.impossible_transition']);
    expect((await callAs(api, who, 'GET', `/parcels/${parcel.id}`)).json().data.state).toBe('at_local_warehouse');
    expect((await cancelOrder(api, who, order)).statusCode).toBe(200);
    expect((await warehouse(api, { type: 'delivered', tracking_number: parcel.number })).statusCode).toBe(200);
  });

  it('refuse every step the lifecycle does not allow, changing nothing', async () => {
    const { who, order } = await placed();
    const refusedFrom = async (type: string) => {
      const answer = await courierEvent(api, { order_id: order, type });
      expect([answer.statusCode, answer.json().code]).toEqual([409, 'courier_orders.impossible_transition']);
    };
    await refusedFrom('out_for_delivery');
    await refusedFrom('delivered');
    await courierEvent(api, { order_id: order, type: 'scheduled' });
    await refusedFrom('scheduled');
    await refusedFrom('delivered');
    await courierEvent(api, { order_id: order, type: 'out_for_delivery' });
    await refusedFrom('scheduled');
    await refusedFrom('out_for_delivery');
    await courierEvent(api, { order_id: order, type: 'delivered' });
    for (const type of ['scheduled', 'out_for_delivery', 'delivered']) await refusedFrom(type);
    expect(await statusOf(api, order)).toBe('delivered');
    const cancelled = await placed();
    expect((await cancelOrder(api, cancelled.who, cancelled.order)).statusCode).toBe(200);
    for (const type of ['scheduled', 'out_for_delivery', 'delivered']) {
      const answer = await courierEvent(api, { order_id: cancelled.order, type });
      expect(answer.json().code).toBe('courier_orders.impossible_transition');
    }
    expect(await statusOf(api, cancelled.order)).toBe('cancelled');
    expect((await callAs(api, who, 'GET', `/courier-orders/${order}`)).json().data.events).toHaveLength(4);
  });

  it('answer a repeated event as the first time, and refuse its id with other content', async () => {
    const { order } = await placed();
    const body = {
      event_id: 'courier-repeat-1',
      order_id: order,
      type: 'scheduled',
      occurred_at: '2026-11-28T09:00:00Z',
    };
    const now = Math.floor(Date.now() / 1000);
    const first = await courierEvent(api, body, { timestamp: now });
    // Sent again with another timestamp: a new request (not a replay the signature layer refuses), the same event.
    const again = await courierEvent(api, body, { timestamp: now - 1 });
    expect(first.json().data).toEqual({ order_id: order, status: 'scheduled', repeated: false });
    expect(again.json().data).toEqual({ order_id: order, status: 'scheduled', repeated: true });
    const other = await courierEvent(api, { ...body, detail: 'Someone else' });
    expect([other.statusCode, other.json().code]).toEqual([409, 'courier_orders.event_conflict']);
    expect(await statusOf(api, order)).toBe('scheduled');
  });

  it('are refused for an unknown order, unsigned, or from another partner', async () => {
    const { order } = await placed();
    const unknown = await courierEvent(api, { order_id: '999999999', type: 'scheduled' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'courier_orders.unknown_order']);
    const unsigned = await api.app.inject({
      method: 'POST',
      url: '/api/v1/machine/courier-orders/events',
      payload: { event_id: 'x-unsigned', order_id: order, type: 'scheduled', occurred_at: new Date().toISOString() },
    });
    expect(unsigned.statusCode).toBe(401);
    const warehouse = await courierEvent(api, { order_id: order, type: 'scheduled' }, { partner: 'warehouse' });
    expect([warehouse.statusCode, warehouse.json().code]).toEqual([403, 'machine.partner_not_allowed']);
    expect(await statusOf(api, order)).toBe('requested');
  });
});
