import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import {
  addAddress,
  arrivedParcel,
  cancelOrder,
  courierCustomer,
  placeOrder,
  ROOMY_LIMITS,
  walletProbe,
} from './courier-orders-test-kit.ts';

let api: TestApi;
const probe = walletProbe();

beforeAll(async () => {
  api = await createTestApi({ modules: [probe.module], env: ROOMY_LIMITS });
});
afterAll(() => api.close());

const candidates = async (who: SignedIn) => {
  const answer = await callAs(api, who, 'GET', '/courier-orders/parcels');
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { id: string; tracking_number: string; courier_order_id: string | null }[];
};

describe('the parcels a courier could bring', () => {
  it('lists arrived, paid parcels, each with the open order holding it; a cancelled order frees them', async () => {
    const who = await courierCustomer(api);
    const free = await arrivedParcel(api, probe, who, { weightGrams: 900 });
    const held = await arrivedParcel(api, probe, who, { ready: true });
    const address = await addAddress(api, who);
    await probe.fund(api, who.customer.row.id, 10_00);
    const placed = await placeOrder(api, who, { parcels: [held.id], address_id: address });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.id as string;

    expect(await candidates(who)).toEqual([
      { id: held.id, tracking_number: held.number, weight_grams: 1000, courier_order_id: orderId },
      { id: free.id, tracking_number: free.number, weight_grams: 900, courier_order_id: null },
    ]);

    expect((await cancelOrder(api, who, orderId)).statusCode).toBe(200);
    expect((await candidates(who)).map((parcel) => parcel.courier_order_id)).toEqual([null, null]);
  });

  it('leaves out parcels not paid or not arrived, and every other customer’s', async () => {
    const who = await courierCustomer(api);
    const other = await courierCustomer(api);
    await arrivedParcel(api, probe, who, { paid: false });
    await arrivedParcel(api, probe, who, { stop: 'shipped' });
    await arrivedParcel(api, probe, other);
    expect(await candidates(who)).toEqual([]);
    expect(await candidates(other)).toHaveLength(1);
  });
});
