import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs } from '../../test/signed-in.ts';
import {
  addAddress,
  arrivedParcel,
  cancelOrder,
  courierCustomer,
  courierEvent,
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

describe('an address a courier order goes to', () => {
  it('cannot be deleted while the order is open; once delivered it can, and the order keeps its copy', async () => {
    const who = await courierCustomer(api);
    const parcel = await arrivedParcel(api, probe, who);
    const [address, spare] = [await addAddress(api, who), await addAddress(api, who, 'AZ-SUMGAIT')];
    await probe.fund(api, who.customer.row.id, 10_00);
    const order = (await placeOrder(api, who, { parcels: [parcel.id], address_id: address })).json().data.id;
    const refused = await callAs(api, who, 'DELETE', `/addresses/${address}`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'addresses.in_use']);
    expect((await callAs(api, who, 'DELETE', `/addresses/${spare}`)).statusCode).toBe(200);
    await courierEvent(api, { order_id: order, type: 'scheduled' });
    expect((await callAs(api, who, 'DELETE', `/addresses/${address}`)).statusCode).toBe(409);
    await courierEvent(api, { order_id: order, type: 'out_for_delivery' });
    expect((await callAs(api, who, 'DELETE', `/addresses/${address}`)).statusCode).toBe(409);
    await courierEvent(api, { order_id: order, type: 'delivered' });
    expect((await callAs(api, who, 'DELETE', `/addresses/${address}`)).statusCode).toBe(200);
    const detail = (await callAs(api, who, 'GET', `/courier-orders/${order}`)).json().data;
    expect(detail.address).toEqual({
      id: null,
      city: { code: 'AZ-BAKU', name: 'Baku' },
      street: 'Nizami küç.',
      building: '10',
      apartment: '25',
      postal_code: 'AZ1000',
      phone: '+994501234567',
      note: null,
    });
  });

  it('can be deleted once its order is cancelled', async () => {
    const who = await courierCustomer(api);
    const parcel = await arrivedParcel(api, probe, who);
    const address = await addAddress(api, who);
    await probe.fund(api, who.customer.row.id, 3_00);
    const order = (await placeOrder(api, who, { parcels: [parcel.id], address_id: address })).json().data.id;
    expect((await callAs(api, who, 'DELETE', `/addresses/${address}`)).statusCode).toBe(409);
    await cancelOrder(api, who, order);
    expect((await callAs(api, who, 'DELETE', `/addresses/${address}`)).statusCode).toBe(200);
    const gone = await placeOrder(api, who, { parcels: [parcel.id], address_id: address });
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'courier_orders.address_not_found']);
  });
});
