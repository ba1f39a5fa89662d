import type { NotificationEvent, ParcelState } from '@yolla/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customers } from '../../modules/customers/customers.table.ts';
import { notifications } from '../../modules/notifications/notifications.table.ts';
import { parcels } from '../../modules/parcels/parcels.table.ts';
import { DEMO_CUSTOMER } from './demo.ts';

/** Which of the demo parcels' states the customer was told about, as which notices. */
const TOLD: Partial<Record<ParcelState, readonly NotificationEvent[]>> = {
  received: ['parcel_arrived', 'payment_due'],
  held: ['parcel_held'],
  ready_for_pickup: ['ready_for_pickup'],
  returned: ['parcel_returned'],
};

const TOLD_STATES: readonly ParcelState[] = ['received', 'held', 'ready_for_pickup', 'returned'];

/** Notices newer than this are left unread, so the bell shows a count on `npm start`. */
const UNREAD_NEWEST = 3;

/**
 * The demo customer's notices (decision 0035): one for each demo parcel's state they would have been told about,
 * at the moment the parcel got there, the newest few unread. No SMS or e-mail goes with them. Idempotent by key.
 */
export async function seedDemoNotifications(db: Db): Promise<void> {
  const [owner] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
  if (!owner) return;
  const rows = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.customerId, owner.id), inArray(parcels.state, TOLD_STATES)));
  const notices = rows.flatMap((parcel) =>
    (TOLD[parcel.state] ?? [])
      .filter((event) => event !== 'payment_due' || (parcel.costAmount !== null && parcel.paidAt === null))
      .map((event, index) => ({
        customerId: owner.id,
        event,
        key: `demo:${parcel.trackingNumber}:${event}`,
        parcelId: parcel.id,
        trackingNumber: parcel.trackingNumber,
        params: (event === 'payment_due' && parcel.costAmount !== null && parcel.costCurrency
          ? { amount_minor: parcel.costAmount, currency: parcel.costCurrency }
          : {}) as Record<string, string | number>,
        // A payment due comes a second after its parcel's arrival, so it is the newer of the two.
        createdAt: new Date(parcel.updatedAt.getTime() + index * 1000),
      })),
  );
  notices.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  if (notices.length === 0) return;
  await db
    .insert(notifications)
    .values(notices.map((notice, index) => ({ ...notice, readAt: index < UNREAD_NEWEST ? null : notice.createdAt })))
    .onConflictDoNothing({ target: [notifications.customerId, notifications.key] });
}
