import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../modules/customers/customers.table.ts';
import { notificationJobs, notifications } from '../../modules/notifications/notifications.table.ts';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../client.ts';
import { DEMO_CUSTOMER } from './demo.ts';
import { seed } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the demo notifications', () => {
  it('tell the demo customer about their parcels, the newest three unread, once however often the seed runs', async () => {
    for (let run = 0; run < 2; run += 1) {
      await seed(database.db, { webClient: { id: 'web-notices', secret: 'some-secret-value' }, demo: true });
    }
    const [demo] = await database.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    const rows = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, demo!.id))
      .orderBy(desc(notifications.createdAt));
    const events = new Set(rows.map((row) => row.event));
    expect(events).toEqual(
      new Set(['parcel_arrived', 'payment_due', 'parcel_held', 'ready_for_pickup', 'parcel_returned']),
    );
    expect(rows.filter((row) => row.readAt === null)).toHaveLength(3);
    expect(rows.slice(0, 3).every((row) => row.readAt === null)).toBe(true);
    expect(rows.every((row) => row.parcelId !== null && row.trackingNumber)).toBe(true);
    // Seeded notices are history: nothing is sent for them.
    const ids = rows.map((row) => row.id);
    expect(
      await database.db.select().from(notificationJobs).where(inArray(notificationJobs.notificationId, ids)),
    ).toEqual([]);
  });
});
