import { DEMO_CUSTOMER, seedDemoParcelsInto } from '@yolla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { signedInState } from '../../../tests/unit/signed-in-state.ts';
import { dashboardParcels } from './dashboard.server.ts';

/** The dashboard's parcels against the real API: the counts per status and the parcels waiting for the customer. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
  await seedDemoParcelsInto(live.api.database);
});
afterAll(() => live.close());

describe('the dashboard’s parcels', () => {
  it('counts the demo customer’s parcels per status and lists those that need them', async () => {
    const { state } = await signedInState(live, {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    } as never);
    const parcels = await dashboardParcels(state);
    expect(parcels?.total).toBeGreaterThan(5);
    expect(parcels?.counts).toContainEqual({ state: 'held', count: 1 });
    expect(parcels?.waiting.map((parcel) => parcel.nextAction)).toEqual(expect.arrayContaining(['declare', 'pick_up']));
  });

  it('has nothing for a customer without parcels, so the first-parcel steps stay', async () => {
    const { state } = await signedInState(live, await live.customer());
    expect(await dashboardParcels(state)).toEqual({ counts: [], total: 0, waiting: [] });
  });
});
