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
import { dashboardOrders } from './dashboard-orders.server.ts';

/** The dashboard's open orders against the real API. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
  await seedDemoParcelsInto(live.api.database);
});
afterAll(() => live.close());

describe('the dashboard’s open orders', () => {
  it('has none for a new customer, so the card offers to make one', async () => {
    const { state } = await signedInState(live, await live.customer());
    expect(await dashboardOrders(state)).toEqual({
      buyForMe: { items: [], total: 0 },
      courier: { items: [], total: 0 },
    });
  });

  it('lists a courier order in progress, with its state and city', async () => {
    const { state } = await signedInState(live, {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    } as never);
    const before = (await dashboardOrders(state)).courier?.total ?? 0;
    const body = { city: 'AZ-BAKU', street: 'Nizami', building: '10', postal_code: 'AZ1000', phone: '+994501234567' };
    const address = (await state.api.call(createAddressEndpoint, { body })).data.id;
    const parcels = await state.api.call(parcelsEndpoint, {
      query: { status: [...COURIER_PARCEL_STATES], origin: [], sort: 'newest', page: 1 },
    });
    const parcel = parcels.data.find((row) => row.payment === 'paid')!;
    const quote = await state.api.call(courierQuoteEndpoint, { query: { parcels: parcel.id, address_id: address } });
    const made = await state.api.call(createCourierOrderEndpoint, {
      body: { parcels: [parcel.id], address_id: address, slot: quote.data.slots[0]!.slot },
      idempotencyKey: `dashboard-test-${Date.now()}`,
    });
    const orders = await dashboardOrders(state);
    expect(orders.courier?.total).toBe(before + 1);
    expect(orders.courier?.items[0]).toEqual({ id: made.data.id, status: 'requested', city: 'Baku' });
  });
});
