import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import { declaration, declare, declaringCustomer, freshTracking, warehouseEvent } from './parcels-test-kit.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const get = async (who: SignedIn, path: string) => {
  const response = await callAs(api, who, 'GET', path);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('the dashboard’s parcel overview', () => {
  it('counts what the list counts and names the parcels the list shows with a next step, by the same rule', async () => {
    const who = await declaringCustomer(api);
    const waiting = freshTracking();
    const settled = freshTracking();
    for (const number of [waiting, settled])
      expect((await declare(api, who, declaration(number))).statusCode).toBe(201);
    // Weighed at the warehouse: the parcel has a cost to pay, its next step.
    const received = await warehouseEvent(api, { type: 'received', tracking_number: waiting, weight_grams: 1200 });
    expect(received.statusCode).toBe(200);

    const list = await get(who, '/parcels');
    const overview = (await get(who, '/me/parcel-overview')).data;
    expect(overview.counts).toEqual(list.meta.counts);
    const withStep = list.data
      .filter((parcel: { next_action: string | null }) => parcel.next_action !== null)
      .map(({ id, tracking_number, state, next_action }: Record<string, unknown>) => ({
        id,
        tracking_number,
        state,
        next_action,
      }));
    expect(withStep).toEqual([
      { id: expect.any(String), tracking_number: waiting, state: 'received', next_action: 'pay' },
    ]);
    expect(overview.waiting).toEqual(withStep);
  });

  it('is empty for a customer without parcels, and refused to nobody signed in', async () => {
    const overview = (await get(await declaringCustomer(api), '/me/parcel-overview')).data;
    expect(overview.waiting).toEqual([]);
    expect(Object.values(overview.counts).every((count) => count === 0)).toBe(true);
    expect((await callAs(api, null, 'GET', '/me/parcel-overview')).statusCode).toBe(401);
  });
});
