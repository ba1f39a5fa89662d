import { randomUUID } from 'node:crypto';
import { courierSlots, slotCapacityOf } from '@yolla/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import { addresses } from '../addresses/addresses.table.ts';
import { parcels } from '../parcels/parcels.table.ts';
import { ledgerTransactions } from '../wallet/wallet.table.ts';
import { courierCustomer, placeOrder, ROOMY_LIMITS, usdBalance, walletProbe } from './courier-orders-test-kit.ts';
import { courierOrders, courierSlotBookings } from './courier-orders.table.ts';

let api: TestApi;
const probe = walletProbe();

beforeAll(async () => {
  api = await createTestApi({ modules: [probe.module], env: ROOMY_LIMITS });
});
afterAll(() => api.close());

const FUNDS = 20_00;
/** The seeded fees for one 1.5 kg parcel: the regional zone's base (Zagatala), the capital's (Baku). */
const REGIONAL_FEE = 7_00;
const CAPITAL_FEE = 3_00;

/** A customer with a saved address in the city, an arrived parcel paid for (written straight to the tables), money. */
async function readyCustomer(cityCode: string): Promise<{ who: SignedIn; parcel: string; address: string }> {
  const who = await courierCustomer(api);
  const customerId = who.customer.row.id;
  const db = api.database.db;
  const [address] = await db
    .insert(addresses)
    .values({
      customerId,
      country: 'AZ',
      cityCode,
      street: 'Heydər Əliyev pr.',
      building: '5',
      postalCode: 'AZ2000',
      phone: '+994501234567',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  const [parcel] = await db
    .insert(parcels)
    .values({
      customerId,
      trackingNumber: `PGC${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`,
      origin: 'TR',
      state: 'at_local_warehouse',
      weightGrams: 1_500,
      costAmount: 9_00,
      costCurrency: 'USD',
      paidAt: new Date(),
    })
    .returning({ id: parcels.id });
  await probe.fund(api, customerId, FUNDS);
  return { who, parcel: String(parcel!.id), address: String(address!.id) };
}

describe('booking a slot at once', () => {
  it('lets exactly its capacity of fifty customers in; the rest are refused, paying nothing', async () => {
    const city = 'AZ-ZAGATALA';
    const capacity = slotCapacityOf(city);
    const slot = courierSlots(new Date(), 'AZ').at(-1)!.slot;
    const customers = [];
    for (let batch = 0; batch < 5; batch += 1) {
      customers.push(...(await Promise.all(Array.from({ length: 10 }, () => readyCustomer(city)))));
    }
    const answers = await Promise.all(
      customers.map(({ who, parcel, address }) =>
        placeOrder(api, who, { parcels: [parcel], address_id: address, slot }),
      ),
    );
    const outcomes = answers.map((answer) => (answer.statusCode === 200 ? 'placed' : answer.json().code));
    expect(outcomes.filter((outcome) => outcome === 'placed')).toHaveLength(capacity);
    expect(outcomes.filter((outcome) => outcome === 'courier_orders.slot_full')).toHaveLength(50 - capacity);

    const [date, window] = slot.split('.') as [string, string];
    const [booking] = await api.database.db
      .select()
      .from(courierSlotBookings)
      .where(
        and(
          eq(courierSlotBookings.cityCode, city),
          eq(courierSlotBookings.slotDate, date),
          eq(courierSlotBookings.slotWindow, window),
        ),
      );
    expect(booking).toMatchObject({ capacity, booked: capacity });
    const ids = customers.map(({ who }) => who.customer.row.id);
    const movements = await api.database.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(
        and(
          inArray(ledgerTransactions.customerId, ids),
          inArray(ledgerTransactions.kind, ['courier_payment', 'refund']),
        ),
      );
    expect(movements).toEqual(Array.from({ length: capacity }, () => ({ kind: 'courier_payment' })));
    const fee = REGIONAL_FEE;
    const balances = await Promise.all(customers.map(({ who }) => usdBalance(api, who)));
    balances.forEach((balance, index) =>
      expect(balance).toBe(answers[index]!.statusCode === 200 ? FUNDS - fee : FUNDS),
    );
  });
});

describe('one parcel in many orders at once', () => {
  it('ends in exactly one order, paid once', async () => {
    const { who, parcel, address } = await readyCustomer('AZ-BAKU');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(api, who, { parcels: [parcel], address_id: address })),
    );
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'placed' : answer.json().code));
    expect(codes.filter((code) => code === 'placed')).toHaveLength(1);
    expect(codes.filter((code) => code === 'courier_orders.parcel_in_open_order')).toHaveLength(19);
    const orders = await api.database.db
      .select()
      .from(courierOrders)
      .where(eq(courierOrders.customerId, who.customer.row.id));
    expect(orders).toHaveLength(1);
    expect(await usdBalance(api, who)).toBe(FUNDS - CAPITAL_FEE);
  });
});

describe('an address deleted while an order for it is placed', () => {
  it('is either kept for the order, or gone before it and the order refused: never an open order without it', async () => {
    const customers = await Promise.all(Array.from({ length: 10 }, () => readyCustomer('AZ-BAKU')));
    const outcomes = await Promise.all(
      customers.map(async ({ who, parcel, address }) => {
        const [order, removal] = await Promise.all([
          placeOrder(api, who, { parcels: [parcel], address_id: address }),
          callAs(api, who, 'DELETE', `/addresses/${address}`),
        ]);
        return [
          order.statusCode === 200 ? 'placed' : order.json().code,
          removal.statusCode === 200 ? 'deleted' : removal.json().code,
        ];
      }),
    );
    for (const outcome of outcomes) {
      expect([
        ['placed', 'addresses.in_use'],
        ['courier_orders.address_not_found', 'deleted'],
      ]).toContainEqual(outcome);
    }
    const orders = await api.database.db
      .select({ addressId: courierOrders.addressId })
      .from(courierOrders)
      .where(
        inArray(
          courierOrders.customerId,
          customers.map(({ who }) => who.customer.row.id),
        ),
      );
    expect(orders).toHaveLength(outcomes.filter(([order]) => order === 'placed').length);
    for (const order of orders) expect(order.addressId).not.toBeNull();
  });
});
