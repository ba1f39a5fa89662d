import { DEMO_CUSTOMER, seedDemoParcelsInto } from '@yolla/api/testing';
import {
  COURIER_PARCEL_STATES,
  courierQuoteEndpoint,
  createAddressEndpoint,
  createCourierOrderEndpoint,
  parcelsEndpoint,
} from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { signedInState } from '../../../tests/unit/signed-in-state.ts';
import { packagePage } from './package.server.ts';

/** A parcel's page and courier delivery, against the real API: the offer of a courier, then the order bringing it. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
  await seedDemoParcelsInto(live.api.database);
});
afterAll(() => live.close());

describe('a parcel’s courier delivery', () => {
  it('offers a courier for a paid arrived parcel, then links the order that brings it instead', async () => {
    const { state } = await signedInState(live, {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    } as never);
    const arrived = await state.api.call(parcelsEndpoint, {
      query: { status: [...COURIER_PARCEL_STATES], origin: [], sort: 'newest', page: 1 },
    });
    const paid = arrived.data.find((row) => row.payment === 'paid')!;
    const before = await packagePage(state, paid.id);
    expect(before.parcel).toMatchObject({ courierOrderable: true, courierOrder: null, buyForMeOrderId: null });
    const unpaid = arrived.data.find((row) => row.payment === 'due');
    if (unpaid) expect((await packagePage(state, unpaid.id)).parcel.courierOrderable).toBe(false);

    const body = { city: 'AZ-BAKU', street: 'Nizami', building: '10', postal_code: 'AZ1000', phone: '+994501234567' };
    const address = (await state.api.call(createAddressEndpoint, { body })).data.id;
    const quote = await state.api.call(courierQuoteEndpoint, { query: { parcels: paid.id, address_id: address } });
    const made = await state.api.call(createCourierOrderEndpoint, {
      body: { parcels: [paid.id], address_id: address, slot: quote.data.slots[0]!.slot },
      idempotencyKey: `package-test-${Date.now()}`,
    });
    const after = await packagePage(state, paid.id);
    expect(after.parcel).toMatchObject({
      courierOrderable: false,
      courierOrder: { id: made.data.id, status: 'requested' },
    });
  });
});
