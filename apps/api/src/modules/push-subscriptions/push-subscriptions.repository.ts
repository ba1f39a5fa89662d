import type { PushSubscriptionInput } from '@yolla/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { pushSubscriptions, type PushSubscriptionRow } from './push-subscriptions.table.ts';

/** The customer's devices, the newest first (the settings page asks on every view). */
const listQuery = preparedQuery((db) =>
  db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, sql.placeholder('customerId')))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .prepare('push_subscriptions_list'),
);

export async function listSubscriptions(db: Db, customerId: number): Promise<PushSubscriptionRow[]> {
  return listQuery(db).execute({ customerId });
}

export async function countSubscriptions(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId));
  return row?.n ?? 0;
}

/** The subscription with this endpoint, of any customer (a device signed in to another account before). */
export async function findByEndpoint(db: Db, endpoint: string): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row ?? null;
}

/**
 * Keeps a device's subscription for the customer. Its endpoint again (the browser renewed its keys, or another
 * account signed in on the device) moves it to this customer with the new keys: one device, one owner.
 */
export async function saveSubscription(
  db: Db,
  customerId: number,
  input: PushSubscriptionInput,
  label: string,
  now: Date,
): Promise<PushSubscriptionRow> {
  const values = { customerId, p256dh: input.keys.p256dh, auth: input.keys.auth, label };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: input.endpoint, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: now } })
    .returning();
  return row!;
}

/** Removes one of the customer's devices; false when they have none with this id. */
export async function removeSubscription(db: Db, customerId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.customerId, customerId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function findSubscription(db: Db, id: number): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

/** A push service said the endpoint is gone (404, 410): the device is no longer subscribed. */
export async function forgetSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function eraseSubscriptions(tx: Db, customerId: number): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
}
