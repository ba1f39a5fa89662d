import { BUY_FOR_ME_STATES } from '@yolla/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyForMeEvents, buyForMeOrders } from '../../modules/buy-for-me/buy-for-me.table.ts';
import { customers } from '../../modules/customers/customers.table.ts';
import { parcels } from '../../modules/parcels/parcels.table.ts';
import { ledgerEntries, ledgerTransactions } from '../../modules/wallet/wallet.table.ts';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../client.ts';
import { DEMO_CUSTOMER } from './demo.ts';
import { seed } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  for (let run = 0; run < 2; run += 1) {
    await seed(database.db, { webClient: { id: 'web-bfm', secret: 'some-secret-value' }, demo: true });
  }
});
afterAll(() => database.close());

describe('the demo buy-for-me orders', () => {
  it('are one in every state, once however often the seed runs, each with its timeline', async () => {
    const db = database.db;
    const [demo] = await db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    const orders = await db.select().from(buyForMeOrders).where(eq(buyForMeOrders.customerId, demo!.id));
    expect(orders.map((order) => order.status).sort()).toEqual([...BUY_FOR_ME_STATES].sort());
    for (const order of orders) {
      const events = await db.select().from(buyForMeEvents).where(eq(buyForMeEvents.orderId, order.id));
      expect(events.at(-1)?.toStatus, order.status).toBe(order.status);
      // What the ledger moved for the order is what it says is paid, net of refunds.
      const [moved] = await db
        .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(
            eq(ledgerEntries.customerId, demo!.id),
            sql`${ledgerTransactions.detail} ->> 'buy_for_me_order_id' = ${String(order.id)}`,
          ),
        );
      expect(Number(moved?.sum) + order.paidAmount, order.status).toBe(0);
    }
    const changed = orders.find((order) => order.status === 'price_changed')!;
    expect(changed.priceChange!.payAmount).toBeGreaterThan(changed.paidAmount);
    expect(orders.find((order) => order.status === 'cancelled')).toMatchObject({ paidAmount: 0 });
    const arrived = orders.find((order) => order.status === 'arrived')!;
    const [parcel] = await db.select().from(parcels).where(eq(parcels.id, arrived.parcelId!));
    expect(parcel).toMatchObject({ buyForMeOrderId: arrived.id, trackingNumber: arrived.trackingNumber });
  });
});
