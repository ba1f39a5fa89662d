import { describe, expect, it } from 'vitest';
import { courierParcels, demoState, liveDemoApi, orderCourier } from '../../../tests/unit/courier-order.ts';
import { packagePage } from './package.server.ts';

/** A parcel's page and courier delivery, against the real API: the offer of a courier, then the order bringing it. */
const live = liveDemoApi();

describe('a parcel’s courier delivery', () => {
  it('offers a courier for a paid arrived parcel, then links the order that brings it instead', async () => {
    const { state } = await demoState(live());
    const arrived = await courierParcels(state);
    const paid = arrived.find((row) => row.payment === 'paid')!;
    const before = await packagePage(state, paid.id);
    expect(before.parcel).toMatchObject({ courierOrderable: true, courierOrder: null, buyForMeOrderId: null });
    const unpaid = arrived.find((row) => row.payment === 'due');
    if (unpaid) expect((await packagePage(state, unpaid.id)).parcel.courierOrderable).toBe(false);

    const { order } = await orderCourier(state, paid.id);
    const after = await packagePage(state, paid.id);
    expect(after.parcel).toMatchObject({
      courierOrderable: false,
      courierOrder: { id: order.id, status: 'requested' },
    });
  });
});
