import { OPEN_ORDERS_SHOWN } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import { buyForMeApi, cancelOrder, customerOf, orderBody, place } from './buy-for-me-test-kit.ts';

let api: TestApi;
beforeAll(async () => {
  api = await buyForMeApi();
});
afterAll(() => api.close());

const openOrders = async (who: SignedIn) => {
  const response = await callAs(api, who, 'GET', '/me/open-orders');
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const placeNamed = async (who: SignedIn, description: string): Promise<string> => {
  const base = orderBody();
  const [item] = base.items;
  const response = await place(api, who, { ...base, items: [{ ...item, description }] });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
};

describe('the dashboard’s open orders in one call', () => {
  it('has none of either kind for a new customer', async () => {
    expect(await openOrders(await customerOf(api))).toEqual({
      buy_for_me: { items: [], total: 0 },
      courier: { items: [], total: 0 },
    });
  });

  it('shows the newest few buy-for-me orders in progress by their first item, and counts them all', async () => {
    const who = await customerOf(api);
    const ids: string[] = [];
    for (const name of ['Lamp', 'Kettle', 'Scarf', 'Boots']) ids.push(await placeNamed(who, name));
    const open = await openOrders(who);
    expect(open.buy_for_me.total).toBe(4);
    expect(open.buy_for_me.items).toHaveLength(OPEN_ORDERS_SHOWN);
    expect(open.buy_for_me.items[0]).toEqual({ id: ids[3], status: 'awaiting_payment', title: 'Boots' });
    expect(open.buy_for_me.items.map((order: { title: string }) => order.title)).toEqual(['Boots', 'Scarf', 'Kettle']);

    expect((await cancelOrder(api, who, ids[3]!)).statusCode).toBe(200);
    const after = await openOrders(who);
    expect(after.buy_for_me.total).toBe(3);
    expect(after.buy_for_me.items[0]?.title).toBe('Scarf');
  });

  it('never shows another customer’s orders, and answers nobody signed in with 401', async () => {
    const owner = await customerOf(api);
    await placeNamed(owner, 'Camera');
    expect((await openOrders(await customerOf(api))).buy_for_me.total).toBe(0);
    expect((await api.app.inject({ method: 'GET', url: '/api/v1/client/me/open-orders' })).statusCode).toBe(401);
  });
});
