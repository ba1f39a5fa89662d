import { COURIER_ORDER_STATES, COURIER_PARCEL_STATES } from '@yolla/contract';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courierOrderEvents,
  courierOrderParcels,
  courierOrders,
  courierSlotBookings,
} from '../../modules/courier-orders/courier-orders.table.ts';
import { customers } from '../../modules/customers/customers.table.ts';
import { parcels } from '../../modules/parcels/parcels.table.ts';
import { ledgerTransactions } from '../../modules/wallet/wallet.table.ts';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../client.ts';
import { DEMO_CUSTOMER } from './demo.ts';
import { seed } from './index.ts';

let database: Database;
let demoId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  for (let run = 0; run < 2; run += 1) {
    await seed(database.db, { webClient: { id: 'web-courier', secret: 'some-secret-value' }, demo: true });
  }
  const [demo] = await database.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
  demoId = demo!.id;
});
afterAll(() => database.close());

describe('the demo courier orders', () => {
  it('are one in every state, once however often the seed runs, each with its timeline', async () => {
    const orders = await database.db.select().from(courierOrders).where(eq(courierOrders.customerId, demoId));
    expect(orders.map((order) => order.status).sort()).toEqual([...COURIER_ORDER_STATES].sort());
    for (const order of orders) {
      const events = await database.db
        .select()
        .from(courierOrderEvents)
        .where(eq(courierOrderEvents.orderId, order.id))
        .orderBy(courierOrderEvents.id);
      expect(events[0]?.toStatus).toBe('requested');
      expect(events.at(-1)?.toStatus, `order ${order.id}`).toBe(order.status);
    }
  });

  it('are paid through the ledger under each order’s key, the cancelled one refunded', async () => {
    const orders = await database.db.select().from(courierOrders).where(eq(courierOrders.customerId, demoId));
    const payments = await database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.customerId, demoId), eq(ledgerTransactions.kind, 'courier_payment')));
    expect(payments).toHaveLength(orders.length);
    for (const order of orders) {
      const payment = payments.find((row) => row.id === order.paymentTransactionId);
      expect(payment).toMatchObject({
        key: `courier-payment:${order.id}`,
        detail: { courier_order_id: String(order.id) },
      });
      if (order.status !== 'cancelled') expect(order.refundTransactionId).toBeNull();
    }
    const cancelled = orders.find((order) => order.status === 'cancelled')!;
    const [refund] = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, cancelled.refundTransactionId!));
    expect(refund).toMatchObject({ kind: 'refund', key: `courier-refund:${cancelled.id}` });
  });

  it('carry paid parcels that arrived, delivered with the delivered order; others stay free to order', async () => {
    const orders = await database.db.select().from(courierOrders).where(eq(courierOrders.customerId, demoId));
    for (const order of orders) {
      const carried = await database.db
        .select({ state: parcels.state, paidAt: parcels.paidAt, courierOrderId: parcels.courierOrderId })
        .from(courierOrderParcels)
        .innerJoin(parcels, eq(parcels.id, courierOrderParcels.parcelId))
        .where(eq(courierOrderParcels.orderId, order.id));
      expect(carried.length).toBeGreaterThan(0);
      for (const parcel of carried) {
        expect(parcel.paidAt).not.toBeNull();
        expect(parcel.courierOrderId).toBe(order.status === 'cancelled' ? null : order.id);
        if (order.status === 'delivered') expect(parcel.state).toBe('delivered');
        else expect(COURIER_PARCEL_STATES).toContain(parcel.state);
      }
    }
    const free = await database.db
      .select({ id: parcels.id })
      .from(parcels)
      .where(
        and(
          eq(parcels.customerId, demoId),
          inArray(parcels.state, [...COURIER_PARCEL_STATES]),
          isNotNull(parcels.paidAt),
          isNull(parcels.courierOrderId),
        ),
      );
    expect(free.length).toBeGreaterThanOrEqual(1);
    const open = orders.filter((order) => ['requested', 'scheduled', 'out_for_delivery'].includes(order.status));
    // Each open order holds a place in its slot (other test files may book the same slot on a shared database).
    const bookings = await database.db.select().from(courierSlotBookings);
    for (const order of open) {
      const slot = (row: { cityCode: string; slotDate: string; slotWindow: string }) =>
        row.cityCode === order.cityCode && row.slotDate === order.slotDate && row.slotWindow === order.slotWindow;
      const booking = bookings.find(slot);
      expect(booking?.booked ?? 0, `${order.slotDate}.${order.slotWindow}`).toBeGreaterThanOrEqual(
        open.filter(slot).length,
      );
    }
  });
});
