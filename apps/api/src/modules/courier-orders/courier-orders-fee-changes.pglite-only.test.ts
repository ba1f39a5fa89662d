import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { courierFees } from '../tariffs/tariffs.table.ts';
import { ledgerEntries, ledgerTransactions } from '../wallet/wallet.table.ts';
import {
  addAddress,
  arrivedParcel,
  courierCustomer,
  firstSlot,
  placeOrder,
  quote,
  ROOMY_LIMITS,
  usdBalance,
  walletProbe,
} from './courier-orders-test-kit.ts';

/*
 * The courier's fees are reference data in the database (decision 0025, § Fees). This file changes them, so it runs
 * on its own PGlite database only: on the PostgreSQL suite other files read the same fees at the same time.
 */
let api: TestApi;
const probe = walletProbe();

beforeAll(async () => {
  api = await createTestApi({ modules: [probe.module], env: ROOMY_LIMITS });
});
afterAll(() => api.close());

describe('a courier fee changed in the database by the operations team', () => {
  it('is the fee of the next quote and the fee the next order is charged, through the ledger', async () => {
    const who = await courierCustomer(api);
    const parcel = await arrivedParcel(api, probe, who, { weightGrams: 2_500 });
    const address = await addAddress(api, who, 'AZ-BAKU');
    await probe.fund(api, who.customer.row.id, 20_00);
    // As seeded: $3.00 up to 2 kg in the capital, $1.00 for each started kilogram above.
    expect((await quote(api, who, [parcel.id], address)).json().data.fee).toEqual({ currency: 'USD', amount: 4_00 });

    await api.database.db
      .update(courierFees)
      .set({ baseAmount: 3_50, perKgAmount: 1_25, updatedAt: new Date() })
      .where(eq(courierFees.zone, 'capital'));

    expect((await quote(api, who, [parcel.id], address)).json().data.fee).toEqual({ currency: 'USD', amount: 4_75 });
    const placed = await placeOrder(api, who, { parcels: [parcel.id], address_id: address, slot: firstSlot() });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data.fee).toEqual({ currency: 'USD', amount: 4_75 });
    expect(await usdBalance(api, who)).toBe(20_00 - 4_75);
    const legs = await api.database.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.key, `courier-payment:${placed.json().data.id}`));
    expect(legs.map((leg) => leg.amount).sort((a, b) => a - b)).toEqual([-4_75, 4_75]);
  });

  it('shows on the services page, from the lowest zone’s base fee', async () => {
    await api.database.db.update(courierFees).set({ baseAmount: 2_75 }).where(eq(courierFees.zone, 'capital'));
    const services = (await api.app.inject({ method: 'GET', url: '/api/v1/client/content/services' })).json().data;
    const courier = services.find((service: { id: string }) => service.id === 'courier-delivery');
    expect(courier.price).toEqual({ kind: 'from', amount: 2_75, currency: 'USD' });
  });
});
