import { courierSlots } from '@yolla/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, usesPostgres, type TestApi } from '../../test/harness.ts';
import { callAs } from '../../test/signed-in.ts';
import { ledgerTransactions } from '../wallet/wallet.table.ts';
import {
  addAddress,
  arrivedParcel,
  cancelOrder,
  courierCustomer,
  firstSlot,
  placeOrder,
  quote,
  ROOMY_LIMITS,
  usdBalance,
  walletProbe,
} from './courier-orders-test-kit.ts';
import { courierOrders, courierSlotBookings } from './courier-orders.table.ts';

let api: TestApi;
const probe = walletProbe();

beforeAll(async () => {
  api = await createTestApi({ modules: [probe.module], env: ROOMY_LIMITS });
});
afterAll(() => api.close());

async function bookedIn(cityCode: string, slot: string): Promise<number> {
  const [date, window] = slot.split('.') as [string, string];
  const [row] = await api.database.db
    .select({ booked: courierSlotBookings.booked })
    .from(courierSlotBookings)
    .where(
      and(
        eq(courierSlotBookings.cityCode, cityCode),
        eq(courierSlotBookings.slotDate, date),
        eq(courierSlotBookings.slotWindow, window),
      ),
    );
  return row?.booked ?? 0;
}

const ordersOf = async (customerId: number) =>
  api.database.db.select().from(courierOrders).where(eq(courierOrders.customerId, customerId));

describe('the quote', () => {
  it('weighs the chosen parcels and, for an address, gives its city, the fee, the free slots and the balance', async () => {
    const who = await courierCustomer(api);
    const [a, b] = [
      await arrivedParcel(api, probe, who, { weightGrams: 1_800 }),
      await arrivedParcel(api, probe, who, { weightGrams: 1_300, ready: true }),
    ];
    const address = await addAddress(api, who);
    await probe.fund(api, who.customer.row.id, 2_50);
    const without = await quote(api, who, [b.id, a.id]);
    expect(without.statusCode).toBe(200);
    expect(without.json().data).toMatchObject({
      parcels: [
        { id: a.id, tracking_number: a.number, weight_grams: 1_800 },
        { id: b.id, tracking_number: b.number, weight_grams: 1_300 },
      ],
      weight_grams: 3_100,
      city: null,
      fee: null,
      slots: [],
      balance: { currency: 'USD', amount: 2_50 },
      short: 0,
    });
    const answer = await callAs(
      api,
      who,
      'GET',
      `/courier-orders/quote?parcels=${a.id},${b.id}&address_id=${address}`,
      {
        language: 'ru',
      },
    );
    const data = answer.json().data;
    expect(data.city).toEqual({ code: 'AZ-BAKU', name: 'Баку', time_zone: 'Asia/Baku' });
    // 3.1 kg in the capital: the base and two started kilograms above two.
    expect(data.fee).toEqual({ currency: 'USD', amount: 5_00 });
    expect(data.short).toBe(2_50);
    const expected = courierSlots(new Date(), 'AZ');
    // A slot holds 20 orders; on the PostgreSQL suite other test files book the same city's slots at the same time.
    expect(data.slots[0]).toEqual({ ...expected[0], left: usesPostgres ? expect.any(Number) : 20 });
    expect(data.slots).toHaveLength(expected.length);
  });

  it('refuses parcels that are not the customer’s, and another customer’s address', async () => {
    const [owner, other] = [await courierCustomer(api), await courierCustomer(api)];
    const parcel = await arrivedParcel(api, probe, owner);
    const address = await addAddress(api, owner);
    const mine = await arrivedParcel(api, probe, other);
    const theirs = await quote(api, other, [parcel.id]);
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'parcels.not_found']);
    const theirAddress = await quote(api, other, [mine.id], address);
    expect([theirAddress.statusCode, theirAddress.json().code]).toEqual([404, 'courier_orders.address_not_found']);
  });
});

describe('ordering a courier', () => {
  it('books the slot, pays the fee, links the parcels and shows the order', async () => {
    const who = await courierCustomer(api);
    const parcel = await arrivedParcel(api, probe, who, { weightGrams: 2_500 });
    const address = await addAddress(api, who, 'AZ-SUMGAIT');
    await probe.fund(api, who.customer.row.id, 10_00);
    const slot = firstSlot();
    const before = await bookedIn('AZ-SUMGAIT', slot);
    const placed = await placeOrder(api, who, { parcels: [parcel.id], address_id: address, slot });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().message).toBe('The courier is ordered and the fee is paid from your wallet.');
    const order = placed.json().data;
    expect(order).toMatchObject({
      status: 'requested',
      parcel_count: 1,
      city: { code: 'AZ-SUMGAIT', name: 'Sumgait' },
      slot: { slot, time_zone: 'Asia/Baku' },
      fee: { currency: 'USD', amount: 4_50 + 1_20 },
      parcels: [{ id: parcel.id, tracking_number: parcel.number, weight_grams: 2_500 }],
      address: { id: address, city: { code: 'AZ-SUMGAIT' }, street: 'Nizami küç.', phone: '+994501234567' },
      weight_grams: 2_500,
      cancellable: true,
      refunded: null,
      events: [{ status: 'requested', actor: 'customer', detail: null }],
    });
    expect(await usdBalance(api, who)).toBe(10_00 - 5_70);
    expect(await bookedIn('AZ-SUMGAIT', slot)).toBe(before + 1);
    const [payment] = await api.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.key, `courier-payment:${order.id}`));
    expect(payment).toMatchObject({ kind: 'courier_payment', detail: { courier_order_id: order.id } });
    const detail = (await callAs(api, who, 'GET', `/parcels/${parcel.id}`)).json().data;
    expect(detail.courier_order).toEqual({ id: order.id, status: 'requested' });
    expect((await callAs(api, who, 'GET', `/courier-orders/${order.id}`)).json().data).toEqual(order);
  });

  it('places one order for one key, however often it is sent', async () => {
    const who = await courierCustomer(api);
    const parcel = await arrivedParcel(api, probe, who);
    const address = await addAddress(api, who);
    await probe.fund(api, who.customer.row.id, 3_00);
    const first = await placeOrder(api, who, { parcels: [parcel.id], address_id: address }, 'same-key-order-0001');
    const again = await placeOrder(api, who, { parcels: [parcel.id], address_id: address }, 'same-key-order-0001');
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(who.customer.row.id)).toHaveLength(1);
    expect(await usdBalance(api, who)).toBe(0);
  });

  it('refuses a parcel already in an open order', async () => {
    const who = await courierCustomer(api);
    const [a, b] = [await arrivedParcel(api, probe, who), await arrivedParcel(api, probe, who)];
    const address = await addAddress(api, who);
    await probe.fund(api, who.customer.row.id, 20_00);
    expect((await placeOrder(api, who, { parcels: [a.id], address_id: address })).statusCode).toBe(200);
    const twice = await placeOrder(api, who, { parcels: [b.id, a.id], address_id: address });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'courier_orders.parcel_in_open_order']);
    expect(await ordersOf(who.customer.row.id)).toHaveLength(1);
    expect(await usdBalance(api, who)).toBe(17_00);
  });

  it('refuses a parcel not paid or not arrived yet', async () => {
    const who = await courierCustomer(api);
    const unpaid = await arrivedParcel(api, probe, who, { paid: false });
    const onTheWay = await arrivedParcel(api, probe, who, { stop: 'shipped' });
    const address = await addAddress(api, who);
    await probe.fund(api, who.customer.row.id, 20_00);
    for (const parcel of [unpaid, onTheWay]) {
      const refused = await placeOrder(api, who, { parcels: [parcel.id], address_id: address });
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'courier_orders.parcel_not_deliverable']);
      const quoted = await quote(api, who, [parcel.id], address);
      expect(quoted.json().code).toBe('courier_orders.parcel_not_deliverable');
    }
    expect(await ordersOf(who.customer.row.id)).toHaveLength(0);
  });

  it('refuses a slot that is not offered, and moves nothing without the money for the fee', async () => {
    const who = await courierCustomer(api);
    const parcel = await arrivedParcel(api, probe, who);
    const address = await addAddress(api, who, 'AZ-SHAKI');
    const today = new Date().toISOString().slice(0, 10);
    const past = await placeOrder(api, who, { parcels: [parcel.id], address_id: address, slot: `${today}.10-14` });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'common.validation_failed', errors: { slot: [expect.any(String)] } });
    const slot = firstSlot();
    const poor = await placeOrder(api, who, { parcels: [parcel.id], address_id: address, slot });
    expect([poor.statusCode, poor.json().code]).toEqual([409, 'wallet.insufficient_funds']);
    expect(await bookedIn('AZ-SHAKI', slot)).toBe(0);
    expect(await ordersOf(who.customer.row.id)).toHaveLength(0);
    expect((await callAs(api, who, 'GET', `/parcels/${parcel.id}`)).json().data.courier_order).toBeNull();
  });

  it('fills a slot to its capacity, then refuses it and stops offering it until a place is freed', async () => {
    const who = await courierCustomer(api);
    const parcels = [];
    for (let n = 0; n < 5; n += 1) parcels.push(await arrivedParcel(api, probe, who));
    const address = await addAddress(api, who, 'AZ-GANJA');
    await probe.fund(api, who.customer.row.id, 50_00);
    const slot = courierSlots(new Date(), 'AZ')[1]!.slot;
    const ids: string[] = [];
    for (const parcel of parcels.slice(0, 4)) {
      const placed = await placeOrder(api, who, { parcels: [parcel.id], address_id: address, slot });
      expect(placed.statusCode).toBe(200);
      ids.push(placed.json().data.id);
    }
    const last = parcels[4]!;
    const offered = async () =>
      ((await quote(api, who, [last.id], address)).json().data.slots as { slot: string; left: number }[]).find(
        (offer) => offer.slot === slot,
      );
    expect(await offered()).toBeUndefined();
    const full = await placeOrder(api, who, { parcels: [last.id], address_id: address, slot });
    expect([full.statusCode, full.json().code]).toEqual([409, 'courier_orders.slot_full']);
    expect(full.json().message).toEqual(expect.any(String));
    expect(await bookedIn('AZ-GANJA', slot)).toBe(4);
    expect((await cancelOrder(api, who, ids[0]!)).statusCode).toBe(200);
    expect(await offered()).toMatchObject({ slot, left: 1 });
    expect((await placeOrder(api, who, { parcels: [last.id], address_id: address, slot })).statusCode).toBe(200);
  });
});

describe('cancelling', () => {
  it('gives the fee back, frees the parcels and the slot, and is then no longer possible', async () => {
    const who = await courierCustomer(api);
    const parcel = await arrivedParcel(api, probe, who);
    const address = await addAddress(api, who, 'AZ-LANKARAN');
    await probe.fund(api, who.customer.row.id, 7_00);
    const slot = firstSlot();
    const order = (await placeOrder(api, who, { parcels: [parcel.id], address_id: address, slot })).json().data;
    expect(await usdBalance(api, who)).toBe(0);
    const cancelled = await cancelOrder(api, who, order.id, 'cancel-once-key-0001');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toEqual(expect.any(String));
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancellable: false,
      refunded: { currency: 'USD', amount: 7_00 },
      parcels: [{ id: parcel.id }],
      events: [{ status: 'requested' }, { status: 'cancelled', actor: 'customer' }],
    });
    expect((await cancelOrder(api, who, order.id, 'cancel-once-key-0001')).json()).toEqual(cancelled.json());
    expect(await usdBalance(api, who)).toBe(7_00);
    expect(await bookedIn('AZ-LANKARAN', slot)).toBe(0);
    expect((await callAs(api, who, 'GET', `/parcels/${parcel.id}`)).json().data.courier_order).toBeNull();
    const again = await cancelOrder(api, who, order.id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'courier_orders.not_cancellable']);
    expect(await usdBalance(api, who)).toBe(7_00);
    expect((await placeOrder(api, who, { parcels: [parcel.id], address_id: address, slot })).statusCode).toBe(200);
  });
});

describe('one customer’s orders', () => {
  it('are never another’s to see, cancel or order with', async () => {
    const [owner, other] = [await courierCustomer(api), await courierCustomer(api)];
    const parcel = await arrivedParcel(api, probe, owner);
    const address = await addAddress(api, owner);
    await probe.fund(api, owner.customer.row.id, 3_00);
    const order = (await placeOrder(api, owner, { parcels: [parcel.id], address_id: address })).json().data;
    const seen = await callAs(api, other, 'GET', `/courier-orders/${order.id}`);
    expect([seen.statusCode, seen.json().code]).toEqual([404, 'courier_orders.not_found']);
    const cancelled = await cancelOrder(api, other, order.id);
    expect([cancelled.statusCode, cancelled.json().code]).toEqual([404, 'courier_orders.not_found']);
    const own = await arrivedParcel(api, probe, other);
    await probe.fund(api, other.customer.row.id, 10_00);
    const withTheirs = await placeOrder(api, other, { parcels: [own.id], address_id: address });
    expect([withTheirs.statusCode, withTheirs.json().code]).toEqual([404, 'courier_orders.address_not_found']);
    expect((await callAs(api, other, 'GET', '/courier-orders')).json().data).toEqual([]);
    expect(await usdBalance(api, other)).toBe(10_00);
  });

  it('are listed newest first, open ones or one state, with counts', async () => {
    const who = await courierCustomer(api);
    const [a, b] = [await arrivedParcel(api, probe, who), await arrivedParcel(api, probe, who)];
    const address = await addAddress(api, who);
    await probe.fund(api, who.customer.row.id, 6_00);
    const first = (await placeOrder(api, who, { parcels: [a.id], address_id: address })).json().data;
    const second = (await placeOrder(api, who, { parcels: [b.id], address_id: address })).json().data;
    await cancelOrder(api, who, first.id);
    const all = (await callAs(api, who, 'GET', '/courier-orders')).json();
    expect(all.data.map((order: { id: string }) => order.id)).toEqual([second.id, first.id]);
    expect(all.meta).toEqual({ page: 1, per_page: 20, total: 2, counts: { open: 1, requested: 1, cancelled: 1 } });
    expect(all.data[0]).toMatchObject({ status: 'requested', parcel_count: 1, city: { name: 'Baku' } });
    const open = (await callAs(api, who, 'GET', '/courier-orders?status=open')).json();
    expect(open.data.map((order: { id: string }) => order.id)).toEqual([second.id]);
    const cancelled = (await callAs(api, who, 'GET', '/courier-orders?status=cancelled&page=1')).json();
    expect(cancelled.data.map((order: { id: string }) => order.id)).toEqual([first.id]);
    expect((await callAs(api, who, 'GET', '/courier-orders?page=2')).json().data).toEqual([]);
  });
});
