import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER, seedDemoParcelsInto } from '@yolla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, server, signedInState } from '../../../tests/unit/signed-in-state.ts';
import { createApiClient } from '../../lib/api.server.ts';
import { packageAction, packagePage, parcelIdOf } from './package.server.ts';
import { packagesSearch } from '../../components/parcels/packages-search.ts';
import { packagesPage } from './packages.server.ts';

/** The parcels pages' loaders and action against the real API, on the demo customers' parcels in every state. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
  await seedDemoParcelsInto(live.api.database);
});
afterAll(() => live.close());

const demo = (options: Parameters<typeof signedInState>[2] = {}) =>
  signedInState(live, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } as never, options);
const second = () =>
  signedInState(live, { email: SECOND_DEMO_CUSTOMER.email, password: SECOND_DEMO_CUSTOMER.password } as never);
const query = (search: string) => packagesSearch.parse(search);

async function idOf(tracking: string) {
  const { state } = await demo();
  const page = await packagesPage(state, query(`q=${tracking}`));
  const row = page.list?.rows.find((candidate) => candidate.tracking === tracking);
  if (!row) throw new Error(`no demo parcel ${tracking}`);
  return row.id;
}

describe('the parcel list', () => {
  it('counts every parcel per status and says what the customer must do next, in the page locale', async () => {
    const { state } = await demo({ lang: 'ru', locale: 'ru' });
    const page = await packagesPage(state, query(''));
    // Ready for pickup: the demo's own, two the demo courier orders bring and the coat the delivered one hands over
    // (demo-courier-orders.ts; this test seeds the parcels alone, so the coat is still waiting).
    expect(page.list?.counts).toMatchObject({ unknown_arrival: 1, expected: 1, held: 1, ready_for_pickup: 4 });
    expect(page.list?.all).toBe(page.list?.total);
    const arrival = page.list?.rows.find((row) => row.state === 'unknown_arrival');
    expect(arrival?.nextAction).toBe('declare');
    const weighed = page.list?.rows.find((row) => row.cost !== null);
    expect(weighed?.cost).toMatch(/\d,\d{2}\s?(\$|US\$)/);
  });

  it('filters by status and origin and searches by shop, as the address says', async () => {
    const { state } = await demo();
    const held = await packagesPage(state, query('status=held'));
    expect(held.list?.rows.map((row) => row.state)).toEqual(['held']);
    const fromUs = await packagesPage(state, query('origin=US&origin=DE'));
    expect(new Set(fromUs.list?.rows.map((row) => row.origin))).toEqual(new Set(['US', 'DE']));
    const zalando = await packagesPage(state, query('q=zalando'));
    expect(zalando.list?.rows.map((row) => row.shop)).toEqual(['Zalando']);
    const none = await packagesPage(state, query('q=no-such-shop'));
    expect(none.list).toMatchObject({ rows: [], total: 0 });
    expect(none.list?.all).toBeGreaterThan(0);
  });

  it('shows a customer without parcels the empty list, and the error state when the API is unreachable', async () => {
    const customer = await live.customer();
    const { state } = await signedInState(live, customer);
    expect((await packagesPage(state, query(''))).list).toMatchObject({ rows: [], all: 0 });
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:1', segment: 'client', locale: 'en', timeoutMs: 500 });
    expect((await packagesPage({ ...state, api: offline }, query(''))).list).toBeNull();
  });
});

describe('a parcel', () => {
  it('shows its timeline with customs’ reason and its cost worked out step by step', async () => {
    const { state } = await demo();
    const page = await packagePage(state, await idOf('GB482019377GB'));
    expect(page.parcel.timeline.map((entry) => entry.kind)).toEqual([
      'declared',
      'received',
      'shipped',
      'at_customs',
      'held',
    ]);
    expect(page.parcel.timeline.at(-1)?.detail).toBeTruthy();
    expect(page.quote?.price).toBe(page.parcel.cost);
    expect(page.quote?.chargeable).toMatch(/kg/);
    expect(page.parcel.editable).toBe(false);
    expect(page.parcel.lockedSince).not.toBeNull();
  });

  it('is not found for another customer, nor for an id that is not one', async () => {
    const id = await idOf('GB482019377GB');
    const { state } = await second();
    await expect(packagePage(state, id)).rejects.toMatchObject({ init: { status: 404 } });
    expect(() => parcelIdOf('not-an-id')).toThrow(expect.objectContaining({ init: { status: 404 } }) as Error);
  });

  it('changes its pickup point while the delivery may change, and refuses a malformed choice', async () => {
    const { state } = await demo();
    const id = await idOf('1Z999AA10123456784');
    const before = await packagePage(state, id);
    expect(before.parcel.deliveryChangeable).toBe(true);
    const other = before.points.find((point) => point.id !== (before.parcel.delivery as { id?: string } | null)?.id);
    if (!other) throw new Error('no other pickup point');
    const path = `/en/cabinet/packages/${id}`;
    const done = await packageAction(
      postForm(path, { intent: 'delivery', id, pickup_point_id: other.id }),
      state,
      server,
    );
    expect(done).toEqual({ ok: true, redirectTo: path });
    expect((await packagePage(state, id)).parcel.delivery).toMatchObject({ kind: 'pickup', id: other.id });
    const bad = await packageAction(postForm(path, { intent: 'delivery', id, pickup_point_id: 'x' }), state, server);
    expect(bad).toMatchObject({ ok: false, status: 400 });
  });

  it('cannot change the delivery once the parcel is at the local warehouse', async () => {
    const { state } = await demo();
    const id = await idOf('JJD0001234567890');
    const page = await packagePage(state, id);
    expect(page.parcel.deliveryChangeable).toBe(false);
    const refused = await packageAction(
      postForm(`/en/cabinet/packages/${id}`, { intent: 'delivery', id, pickup_point_id: 'AZ-BAKU-002' }),
      state,
      server,
    );
    expect(refused).toMatchObject({ ok: false, status: 409, intent: 'delivery' });
  });
});
