import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER, seedDemoParcelsInto } from '@yolla/api/testing';
import { PRICED_STATES } from '@yolla/contract/parcel-lifecycle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { signedInState } from '../../../tests/unit/signed-in-state.ts';
import { createApiClient } from '../../lib/api.server.ts';
import { cabinetTariffsPage } from './cabinet-tariffs.server.ts';

/** The cabinet's tariffs loader against the real API, on the demo customers' parcels in every state. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
  await seedDemoParcelsInto(live.api.database);
});
afterAll(() => live.close());

const signIn = (who: { email: string; password: string }, options: Parameters<typeof signedInState>[2] = {}) =>
  signedInState(live, { email: who.email, password: who.password } as never, options);

describe('the cabinet tariffs', () => {
  it('prices to the customer’s own country, with no choice, and lists each weighed parcel with its price', async () => {
    const { state } = await signIn(DEMO_CUSTOMER, { lang: 'ru', locale: 'ru' });
    const page = await cabinetTariffsPage(state);
    expect(page.prices).toMatchObject({ destination: 'AZ', canChooseDestination: false });
    expect(page.prices.routes?.length).toBeGreaterThan(0);
    const rows = page.parcels?.rows ?? [];
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((row) => PRICED_STATES.includes(row.state))).toBe(true);
    expect(rows.every((row) => row.cost !== null && row.weight !== null)).toBe(true);
    expect(rows[0]?.cost).toMatch(/\d,\d{2}\s?(\$|US\$)/);
    expect(page.parcels?.total).toBe(rows.length);
  });

  it('shows each customer only their own parcels, priced to their own country', async () => {
    const demo = await cabinetTariffsPage((await signIn(DEMO_CUSTOMER)).state);
    const second = await cabinetTariffsPage((await signIn(SECOND_DEMO_CUSTOMER)).state);
    expect(second.prices.destination).toBe('UZ');
    const mine = new Set(demo.parcels?.rows.map((row) => row.tracking));
    expect(second.parcels?.rows.length).toBeGreaterThan(0);
    expect(second.parcels?.rows.filter((row) => mine.has(row.tracking))).toEqual([]);
  });

  it('has an empty state for a new customer, and keeps the prices when the parcels cannot be loaded', async () => {
    const { state } = await signedInState(live, await live.customer());
    expect((await cabinetTariffsPage(state)).parcels).toEqual({ rows: [], total: 0 });
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:1', segment: 'client', locale: 'en', timeoutMs: 500 });
    const page = await cabinetTariffsPage({ ...state, api: offline });
    expect(page.parcels).toBeNull();
    expect(page.prices.routes).toBeNull();
  });
});
