import { declareParcelEndpoint } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { signedInState } from '../../../tests/unit/signed-in-state.ts';
import { readingOf } from './customs-meter-reading.ts';
import { customsMeter } from './customs-meter.server.ts';

/** The meter against the real API: the browser's preview of a declaration is what the API counts once declared. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

const FIN = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const randomFin = () => Array.from({ length: 7 }, () => FIN[Math.floor(Math.random() * FIN.length)]).join('');

describe('the customs meter', () => {
  it('previews a declaration in another currency to the cent the API then counts, and warns at the crossing', async () => {
    const customer = await live.customer({
      country: 'AZ',
      name: 'Aysel',
      surname: 'Məmmədova',
      nationalId: randomFin(),
      birthDate: '1992-04-12',
      profileCompletedAt: new Date(),
    });
    const { state } = await signedInState(live, customer);
    const empty = await customsMeter(state);
    if (!empty) throw new Error('no meter');
    expect(empty.used).toEqual({ amount: 0, currency: 'USD' });
    expect(readingOf(empty, null)).toMatchObject({ total: 0, level: 'under', cost: { total: 0 } });

    const declared = { amount: 12_345, currency: 'EUR' };
    const preview = readingOf(empty, declared);
    expect(preview.added).toBeGreaterThan(12_345); // a euro buys more than a dollar
    await state.api.call(declareParcelEndpoint, {
      body: {
        tracking_number: `YT${Date.now().toString().slice(-9)}`,
        origin: 'DE',
        shop: 'Zalando',
        items: [{ category: 'clothing', description: 'Wool coat', quantity: 1, unit_price: 12_345, currency: 'EUR' }],
        declared_total: declared,
        delivery: { kind: 'courier' },
      },
    });
    const after = await customsMeter(state);
    expect(after?.used.amount).toBe(preview.total);
    expect(after?.parcels).toBe(1);

    // What is left, and a declaration of it plus one dollar crosses the limit with a cost.
    if (!after) throw new Error('no meter');
    const left = readingOf(after, null).remaining;
    expect(readingOf(after, { amount: left, currency: 'USD' })).toMatchObject({ level: 'near', crosses: false });
    const over = readingOf(after, { amount: left + 10_000, currency: 'USD' });
    expect(over).toMatchObject({ level: 'over', crosses: true, cost: { duty: 1500, vat: 2070, total: 3570 } });
  });

  it('reads a Georgian customer’s limit per parcel, in lari', async () => {
    const customer = await live.customer({ country: 'GE' });
    const { state } = await signedInState(live, customer);
    const meter = await customsMeter(state);
    expect(meter).toMatchObject({ country: 'GE', period: 'shipment', limit: { currency: 'GEL' } });
  });
});
