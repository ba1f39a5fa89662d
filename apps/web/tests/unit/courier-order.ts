import { DEMO_CUSTOMER, seedDemoParcelsInto } from '@yolla/api/testing';
import {
  COURIER_PARCEL_STATES,
  courierQuoteEndpoint,
  createAddressEndpoint,
  createCourierOrderEndpoint,
  parcelsEndpoint,
} from '@yolla/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { RequestState } from '../../app/lib/context.ts';
import { startLiveApi, type LiveApi } from './live-api.ts';
import { signedInState } from './signed-in-state.ts';

/** A delivery address in Baku, as the addresses form sends it. */
export const BAKU = {
  city: 'AZ-BAKU',
  street: 'Nizami',
  building: '10',
  postal_code: 'AZ1000',
  phone: '+994501234567',
};

/**
 * The real API with the demo customers' parcels, started before the file's tests and closed after them; the
 * returned function gives it to each test.
 */
export function liveDemoApi(env: Record<string, string> = {}): () => LiveApi {
  let live: LiveApi | null = null;
  beforeAll(async () => {
    live = await startLiveApi(env);
    await seedDemoParcelsInto(live.api.database);
  });
  afterAll(() => live?.close());
  return () => {
    if (!live) throw new Error('the live API has not started');
    return live;
  };
}

/** The demo customer (who has arrived, paid parcels), signed in, and the state of one request of theirs. */
export function demoState(live: LiveApi) {
  return signedInState(live, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } as never);
}

/** The customer's parcels a courier may bring (arrived at the local warehouse), newest first. */
export async function courierParcels(state: RequestState) {
  const parcels = await state.api.call(parcelsEndpoint, {
    query: { status: [...COURIER_PARCEL_STATES], origin: [], sort: 'newest', page: 1 },
  });
  return parcels.data;
}

/**
 * A courier order made through the API, in the first slot: to a new address in Baku, for the given parcel or the
 * customer's first paid one that has arrived. Returns the address, the parcel and the order as the API answered.
 */
export async function orderCourier(state: RequestState, parcelId?: string) {
  const address = (await state.api.call(createAddressEndpoint, { body: BAKU })).data.id;
  const parcel = parcelId ?? (await courierParcels(state)).find((row) => row.payment === 'paid')!.id;
  const quote = await state.api.call(courierQuoteEndpoint, { query: { parcels: parcel, address_id: address } });
  const made = await state.api.call(createCourierOrderEndpoint, {
    body: { parcels: [parcel], address_id: address, slot: quote.data.slots[0]!.slot },
    idempotencyKey: `web-test-${randomUUID()}`,
  });
  return { address, parcel, order: made.data };
}
