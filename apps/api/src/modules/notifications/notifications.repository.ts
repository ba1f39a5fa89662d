import { NOTICES_PER_PAGE, type NotificationChannel, type NotificationEvent } from '@yolla/contract';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { notificationJobs, notifications, type NotificationRow } from './notifications.table.ts';

export interface NewNotice {
  customerId: number;
  event: NotificationEvent;
  key: string;
  parcelId: number | null;
  trackingNumber: string | null;
  params: Record<string, string | number>;
  createdAt: Date;
}

/** Writes a notice; null when the customer has one with this key already (raised before: nothing new). */
export async function insertNotice(tx: Db, notice: NewNotice): Promise<number | null> {
  const [row] = await tx
    .insert(notifications)
    .values(notice)
    .onConflictDoNothing({ target: [notifications.customerId, notifications.key] })
    .returning({ id: notifications.id });
  return row?.id ?? null;
}

/** One delivery per channel; a channel the notice has already is left as it is. */
export async function insertJobs(
  tx: Db,
  notificationId: number,
  channels: readonly NotificationChannel[],
  due: Date,
): Promise<number[]> {
  if (channels.length === 0) return [];
  const rows = await tx
    .insert(notificationJobs)
    .values(channels.map((channel) => ({ notificationId, channel, nextAttemptAt: due, createdAt: due })))
    .onConflictDoNothing({ target: [notificationJobs.notificationId, notificationJobs.channel] })
    .returning({ id: notificationJobs.id });
  return rows.map((row) => row.id);
}

/** The bell's count, on every cabinet page: one count over the partial index of unread notices. */
const unreadQuery = preparedQuery((db) =>
  db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, sql.placeholder('customerId')), isNull(notifications.readAt)))
    .prepare('notifications_unread'),
);

export async function unreadCount(db: Db, customerId: number): Promise<number> {
  const [row] = await unreadQuery(db).execute({ customerId });
  return row?.unread ?? 0;
}

/** A page of the customer's notices, newest first, and how many there are. */
export async function listNotices(
  db: Db,
  customerId: number,
  page: number,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const mine = eq(notifications.customerId, customerId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTICES_PER_PAGE)
      .offset((page - 1) * NOTICES_PER_PAGE),
    db.select({ total: count() }).from(notifications).where(mine),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Marks one of the customer's notices read (a read one keeps its time); false when it is not theirs. */
export async function markRead(db: Db, customerId: number, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.customerId, customerId)))
    .returning({ id: notifications.id });
  return row !== undefined;
}

export async function markAllRead(db: Db, customerId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)));
}

export async function eraseNotices(tx: Db, customerId: number): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.customerId, customerId));
}

/** The channels each of these notices failed on for good at our side (no address any more, the provider refusing). */
export async function failedChannels(db: Db, notificationIds: readonly number[]) {
  if (notificationIds.length === 0) return [];
  return db
    .select({ notificationId: notificationJobs.notificationId, channel: notificationJobs.channel })
    .from(notificationJobs)
    .where(and(inArray(notificationJobs.notificationId, [...notificationIds]), eq(notificationJobs.state, 'failed')));
}
