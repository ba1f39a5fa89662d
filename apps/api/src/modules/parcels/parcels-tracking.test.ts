import { publicTrackingSchema } from '@yolla/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { signMachineRequest } from '../../lib/machine-signature.ts';
import { developmentKey } from '../../test/machine.ts';
import { callAs } from '../../test/signed-in.ts';
import { declaration, declare, declaringCustomer, freshTracking, warehouseEvent } from './parcels-test-kit.ts';

let api: TestApi;
let addresses = 0;

beforeAll(async () => {
  api = await createTestApi({
    env: { PARCELS_RATE_IP_MAX: '100000', PARCELS_RATE_ACCOUNT_MAX: '100000', TRACKING_RATE_IP_MAX: '8' },
  });
});
afterAll(() => api.close());

/** A lookup from an address of its own (each test its own, so the limit counts only that test's lookups). */
const track = (number: string, options: { language?: string; from?: string } = {}) =>
  callAs(api, null, 'GET', `/tracking/${encodeURIComponent(number)}`, {
    language: options.language ?? 'en',
    remoteAddress: options.from ?? `10.9.${(addresses += 1)}.1`,
  });

function sendPhoto(trackingNumber: string, bytes: Buffer) {
  const pathAndQuery = `/api/v1/machine/warehouse/parcels/${trackingNumber}/photos`;
  const headers = signMachineRequest(developmentKey('warehouse'), { method: 'POST', pathAndQuery, body: bytes });
  return api.app.inject({
    method: 'POST',
    url: pathAndQuery,
    headers: { ...headers, 'content-type': 'image/jpeg' },
    payload: bytes,
  });
}

/** Every text and number of an object, deep: what the public answer must not contain. */
function leaves(value: unknown): string[] {
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(leaves);
  return Object.values(value as Record<string, unknown>).flatMap(leaves);
}

describe('public tracking', () => {
  it('shows where a parcel is and never a personal field of the full parcel', async () => {
    const owner = await declaringCustomer(api);
    await callAs(api, owner, 'POST', '/addresses', {
      payload: {
        city: 'AZ-BAKU',
        street: 'Nizami küçəsi 42',
        building: '17',
        postal_code: 'AZ1009',
        phone: '+994501112233',
      },
    });
    const number = freshTracking();
    const body = declaration(number, { note: 'Leave it with the neighbour Rəşad', shop: 'Zara Home' });
    const id = (await declare(api, owner, body)).json().data.id as string;
    for (const [type, extra] of [
      ['received', { weight_grams: 1234 }],
      ['shipped', { detail: 'IST-BATCH-7781' }],
      ['at_customs', {}],
      ['held', { detail: 'Invoice for the Wool coat needed' }],
      ['released', {}],
    ] as const) {
      expect((await warehouseEvent(api, { type, tracking_number: number, ...extra })).statusCode).toBe(200);
    }
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c96' } })
      .jpeg()
      .toBuffer();
    expect((await sendPhoto(number, jpeg)).statusCode).toBe(200);
    const full = (await callAs(api, owner, 'GET', `/parcels/${id}`)).json().data;
    expect(full.photos).toHaveLength(1);

    const response = await track(number);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const answer = publicTrackingSchema.parse(response.json().data);
    expect(answer).toMatchObject({
      tracking_number: number,
      state: 'at_customs',
      origin: 'TR',
      destination: { country: 'AZ', city: 'Baku' },
    });
    expect(answer.timeline.map((step) => step.kind)).toEqual([
      'declared',
      'received',
      'shipped',
      'at_customs',
      'held',
      'released',
    ]);
    expect(answer.dates.shipped).toBe(answer.timeline[2]?.at);

    const row = owner.customer.row;
    const personal = [
      ...leaves({ shop: full.shop, items: full.items, note: full.note, invoice: full.invoice, photos: full.photos }),
      ...leaves({ declared_total: full.declared_total, cost: full.cost, measures: full.measures }),
      full.id,
      String(row.id),
      row.name,
      row.surname,
      row.email,
      row.phone,
      row.code,
      row.nationalId,
      'Nizami',
      'AZ1009',
      '+994501112233',
      'IST-BATCH-7781',
      'Invoice for the Wool coat',
      'AZ-BAKU-001',
    ].filter((value): value is string => typeof value === 'string' && value.length > 2);
    // What is left once the number itself and the times are taken out holds none of them.
    const text = response.body.replaceAll(number, '#').replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"@"');
    for (const value of personal) expect(text, value).not.toContain(value);
    expect(leaves(response.json().data).filter((leaf) => /^\d+$/.test(leaf))).toEqual([]);
    expect(Object.keys(response.json().data).sort()).toEqual(
      ['dates', 'destination', 'origin', 'state', 'timeline', 'tracking_number'].sort(),
    );
  });

  it('reads the number as the tracking box does, and names the city in the asked language', async () => {
    const owner = await declaringCustomer(api);
    const number = freshTracking('ab');
    await declare(api, owner, declaration(number.toUpperCase()));
    const response = await track(` ${number.toLowerCase().slice(0, 6)} ${number.toLowerCase().slice(6)} `, {
      language: 'ru',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      tracking_number: number.toUpperCase(),
      state: 'expected',
      destination: { country: 'AZ', city: 'Баку' },
      dates: { received: null, shipped: null, delivered: null },
    });
  });

  it('answers an unknown number and an undeclared arrival with the very same not-found', async () => {
    const owner = await declaringCustomer(api);
    const arrived = freshTracking();
    const suite = owner.customer.row.code;
    const received = await warehouseEvent(api, {
      type: 'received',
      tracking_number: arrived,
      suite_code: suite,
      origin: 'US',
      weight_grams: 500,
    });
    expect(received.json().data.state).toBe('unknown_arrival');
    const [unknown, undeclared] = [await track(freshTracking()), await track(arrived)];
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('tracking.not_found');
    expect(undeclared.statusCode).toBe(unknown.statusCode);
    expect(undeclared.rawPayload.equals(unknown.rawPayload)).toBe(true);
    expect(undeclared.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(undeclared.headers['cache-control']).toBe(unknown.headers['cache-control']);

    // Once its customer declares it, it is tracked like any other, from the warehouse's receipt.
    await declare(api, owner, declaration(arrived));
    const declared = (await track(arrived)).json().data;
    expect(declared.state).toBe('received');
    expect(declared.timeline.map((step: { kind: string }) => step.kind)).toEqual(['received', 'declared']);
  });

  it('limits lookups per address, found or not, with 429 and Retry-After', async () => {
    const from = '10.77.0.1';
    for (let index = 0; index < 8; index += 1) {
      expect((await track(freshTracking(), { from })).statusCode).toBe(404);
    }
    const refused = await track(freshTracking(), { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('common.rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await track(freshTracking())).statusCode).toBe(404);
  });

  it('moves the tracking revision when a parcel moves, and only then', async () => {
    const revision = async () => (await callAs(api, null, 'GET', '/tracking-revision')).json().revision as string;
    const owner = await declaringCustomer(api);
    const number = freshTracking();
    await declare(api, owner, declaration(number));
    const before = await revision();
    await track(number);
    expect(await revision()).toBe(before);
    await warehouseEvent(api, { type: 'received', tracking_number: number, weight_grams: 700 });
    expect(await revision()).not.toBe(before);
  });
});
