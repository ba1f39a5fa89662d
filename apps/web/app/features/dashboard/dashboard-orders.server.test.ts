import { describe, expect, it } from 'vitest';
import { demoState, liveDemoApi, orderCourier } from '../../../tests/unit/courier-order.ts';
import { signedInState } from '../../../tests/unit/signed-in-state.ts';
import { dashboardOrders } from './dashboard-orders.server.ts';

/** The dashboard's open orders against the real API. */
const live = liveDemoApi();

describe('the dashboard’s open orders', () => {
  it('has none for a new customer, so the card offers to make one', async () => {
    const { state } = await signedInState(live(), await live().customer());
    expect(await dashboardOrders(state)).toEqual({
      buyForMe: { items: [], total: 0 },
      courier: { items: [], total: 0 },
    });
  });

  it('lists a courier order in progress, with its state and city', async () => {
    const { state } = await demoState(live());
    const before = (await dashboardOrders(state)).courier?.total ?? 0;
    const { order } = await orderCourier(state);
    const orders = await dashboardOrders(state);
    expect(orders.courier?.total).toBe(before + 1);
    expect(orders.courier?.items[0]).toEqual({ id: order.id, status: 'requested', city: 'Baku' });
  });
});
