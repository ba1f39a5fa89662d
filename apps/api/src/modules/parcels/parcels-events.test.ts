import { quoteParcel } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { developmentKey, signedCall } from '../../test/machine.ts';
import { callAs } from '../../test/signed-in.ts';
import { pay, walletProbe } from './parcels-payments-test-kit.ts';
import { declaration, declare, declaringCustomer, freshTracking, warehouseEvent } from './parcels-test-kit.ts';

let api: TestApi;
const probe = walletProbe();

beforeAll(async () => {
  api = await createTestApi({
    modules: [probe.module],
    env: { PARCELS_RATE_IP_MAX: '100000', PARCELS_RATE_ACCOUNT_MAX: '100000' },
  });
});
afterAll(() => api.close());

async function declared(origin = 'TR') {
  const who = await declaringCustomer(api);
  const number = freshTracking();
  const id = (await declare(api, who, declaration(number, { origin }))).json().data.id as string;
  const detail = async () => (await callAs(api, who, 'GET', `/parcels/${id}`)).json().data;
  return { who, number, id, detail };
}

describe('the warehouse system’s events', () => {
  it('at “received” store the measures and charge the price `quoteParcel` gives for the route', async () => {
    const { number, detail } = await declared('US');
    const size = { length_cm: 70, width_cm: 40, height_cm: 30 };
    const response = await warehouseEvent(api, { type: 'received', tracking_number: number, weight_grams: 2300, size });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ state: 'received', repeated: false });
    const tariffs = await callAs(api, null, 'GET', '/tariffs?destination=AZ');
    const route = tariffs.json().data.find((tariff: { origin: string }) => tariff.origin === 'US');
    const quote = quoteParcel(route, { weight_grams: 2300, size });
    if (!quote.ok) throw new Error('the route refuses the sample');
    expect(quote.volumetric_applies).toBe(true);
    const parcel = await detail();
    expect(parcel).toMatchObject({
      state: 'received',
      weight_grams: 2300,
      measures: { weight_grams: 2300, ...size },
      cost: quote.price,
      payment: 'due',
      next_action: 'pay',
    });
  });

  it('move a parcel along every allowed step, each kept in the timeline with its time and detail', async () => {
    const { who, id, number, detail } = await declared();
    const road = [
      ['received', { weight_grams: 900 }],
      ['shipped', { detail: 'IST-2211' }],
      ['at_customs', {}],
      ['held', { detail: 'Invoice needed' }],
      ['released', {}],
      ['at_local_warehouse', {}],
      ['ready_for_pickup', {}],
      ['delivered', {}],
    ] as const;
    for (const [type, extra] of road) {
      if (type === 'delivered') {
        // Handed over only once paid.
        await probe.fund(api, who.customer.row.id, (await detail()).cost.amount);
        expect((await pay(api, who, [id])).statusCode).toBe(200);
      }
      const response = await warehouseEvent(api, { type, tracking_number: number, ...extra });
      expect(response.statusCode, type).toBe(200);
    }
    const parcel = await detail();
    expect(parcel.state).toBe('delivered');
    expect(parcel.timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      'declared',
      ...road.map(([type]) => type),
    ]);
    expect(parcel.timeline.find((entry: { kind: string }) => entry.kind === 'held').detail).toBe('Invoice needed');
  });

  it('refuse a move the lifecycle does not allow, with a stable code, and change nothing', async () => {
    const { number, detail } = await declared();
    for (const type of ['shipped', 'at_customs', 'delivered', 'released', 'ready_for_pickup']) {
      const response = await warehouseEvent(api, { type, tracking_number: number });
      expect(response.statusCode, type).toBe(409);
      expect(response.json().code).toBe('parcels.impossible_transition');
    }
    const parcel = await detail();
    expect(parcel.state).toBe('expected');
    expect(parcel.timeline).toHaveLength(1);
  });

  it('are one effect however often the same event arrives, and refuse its id with other content', async () => {
    const { number, detail } = await declared();
    const event = {
      event_id: `evt-twice-${number}`,
      type: 'received',
      tracking_number: number,
      weight_grams: 1000,
      occurred_at: '2026-11-25T10:00:00.000Z',
    };
    const key = developmentKey('warehouse');
    const now = Math.floor(Date.now() / 1000);
    const first = await signedCall(api, key, 'POST', '/warehouse/events', { body: event, timestamp: now });
    // Sent again with another timestamp: a new request (not a replay the signature layer refuses) with the same event.
    const second = await signedCall(api, key, 'POST', '/warehouse/events', { body: event, timestamp: now - 1 });
    expect(first.json().data).toEqual({ ...second.json().data, repeated: false });
    expect(second.json().data.repeated).toBe(true);
    expect((await detail()).timeline).toHaveLength(2);
    const changed = await signedCall(api, key, 'POST', '/warehouse/events', { body: { ...event, weight_grams: 5000 } });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('parcels.event_conflict');
    expect((await detail()).weight_grams).toBe(1000);
  });

  it('refuse an unknown parcel, an unknown suite code, a parcel over the route’s limits', async () => {
    const unknown = await warehouseEvent(api, { type: 'shipped', tracking_number: freshTracking() });
    expect(unknown.json().code).toBe('parcels.unknown_parcel');
    const suite = await warehouseEvent(api, {
      type: 'received',
      tracking_number: freshTracking(),
      suite_code: 'YL99999999',
      origin: 'TR',
      weight_grams: 500,
    });
    expect(suite.json().code).toBe('parcels.unknown_suite');
    const { number, detail } = await declared();
    const heavy = await warehouseEvent(api, { type: 'received', tracking_number: number, weight_grams: 900_000 });
    expect(heavy.statusCode).toBe(422);
    expect(heavy.json().code).toBe('parcels.not_carried');
    expect((await detail()).state).toBe('expected');
  });

  it('need the warehouse’s signature: a customer, another partner or a tampered body change nothing', async () => {
    const { who, number, detail } = await declared();
    const body = {
      event_id: `evt-sig-${number}`,
      type: 'received',
      tracking_number: number,
      weight_grams: 700,
      occurred_at: new Date().toISOString(),
    };
    const sms = await signedCall(api, developmentKey('sms-gateway'), 'POST', '/warehouse/events', { body });
    expect(sms.statusCode).toBe(403);
    const tampered = await signedCall(api, developmentKey('warehouse'), 'POST', '/warehouse/events', {
      body,
      tamper: { body: JSON.stringify({ ...body, weight_grams: 1 }) },
    });
    expect(tampered.statusCode).toBe(401);
    const asCustomer = await api.app.inject({
      method: 'POST',
      url: '/api/v1/machine/warehouse/events',
      headers: { authorization: `Bearer ${who.accessToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(asCustomer.statusCode).toBe(401);
    expect((await detail()).state).toBe('expected');
  });
});
