import { COUNTRY_PROFILES, parseCountry, type NotificationChannel, type NotificationEvent } from '@yolla/contract';
import { isLocale, type Locale } from '@yolla/i18n';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../customers/customers.table.ts';
import { notificationJobs, notifications } from './notifications.table.ts';

/** A claimed delivery with what its message needs: the notice, and the customer's address and language now. */
export interface ClaimedJob {
  id: number;
  notificationId: number;
  channel: NotificationChannel;
  attempts: number;
  customerId: number;
  event: NotificationEvent;
  trackingNumber: string | null;
  params: Record<string, string | number>;
  /** The phone, the e-mail address, or for push the customer (each of their devices). */
  to: string | null;
  language: Locale;
}

/** Where a delivery goes on its channel: the customer's phone or e-mail now; push goes to the customer's devices. */
const recipientOf = (
  channel: NotificationChannel,
  customer: { customerId: number; phone: string | null; email: string | null },
): string | null =>
  channel === 'sms' ? customer.phone : channel === 'email' ? customer.email : String(customer.customerId);

/** What a delivery's message needs of its notice and of the customer it goes to. */
const NOTICE_AND_RECIPIENT = {
  customerId: notifications.customerId,
  event: notifications.event,
  trackingNumber: notifications.trackingNumber,
  params: notifications.params,
  phone: customers.phone,
  email: customers.email,
  language: customers.language,
  country: customers.country,
};

/**
 * Claims up to `limit` due deliveries for this worker: locked with SKIP LOCKED (a delivery another worker is
 * claiming is passed over, never waited for), counted as a try, and moved `leaseMs` into the future — so no other
 * worker takes it while this one sends it, and a worker that dies holding it hands it back when the lease ends.
 */
export async function claimDue(db: Db, now: Date, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notificationJobs.id })
      .from(notificationJobs)
      .where(and(eq(notificationJobs.state, 'pending'), lte(notificationJobs.nextAttemptAt, now)))
      .orderBy(asc(notificationJobs.nextAttemptAt), asc(notificationJobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(notificationJobs)
      .set({
        attempts: sql`${notificationJobs.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(
        inArray(
          notificationJobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: notificationJobs.id,
        notificationId: notificationJobs.notificationId,
        channel: notificationJobs.channel,
        attempts: notificationJobs.attempts,
      });
  });
  if (claimed.length === 0) return [];
  const notices = await db
    .select({ id: notifications.id, ...NOTICE_AND_RECIPIENT })
    .from(notifications)
    .innerJoin(customers, eq(customers.id, notifications.customerId))
    .where(
      inArray(
        notifications.id,
        claimed.map((job) => job.notificationId),
      ),
    );
  const byId = new Map(notices.map((notice) => [notice.id, notice]));
  return claimed.flatMap((job) => {
    const notice = byId.get(job.notificationId);
    if (!notice) return [];
    return [
      {
        id: job.id,
        notificationId: job.notificationId,
        channel: job.channel,
        attempts: job.attempts,
        customerId: notice.customerId,
        event: notice.event,
        trackingNumber: notice.trackingNumber,
        params: notice.params,
        to: recipientOf(job.channel, notice),
        language: languageOf(notice),
      },
    ];
  });
}

/** The customer's language, or with none chosen, their country's. */
const languageOf = (customer: { language: string | null; country: string | null }): Locale =>
  isLocale(customer.language) ? customer.language : COUNTRY_PROFILES[parseCountry(customer.country)].language;

/**
 * One delivery, locked in `tx` for its sending (a second run of the same job waits, then finds it settled), with what
 * its message needs; null if it is no longer pending (sent, failed for good, or erased with its customer).
 * `attempts` is the try now being made, as the queue counts it.
 */
export async function lockPending(tx: Db, id: number, attempts: number): Promise<ClaimedJob | null> {
  const [row] = await tx
    .select({
      id: notificationJobs.id,
      notificationId: notificationJobs.notificationId,
      channel: notificationJobs.channel,
      state: notificationJobs.state,
      ...NOTICE_AND_RECIPIENT,
    })
    .from(notificationJobs)
    .innerJoin(notifications, eq(notifications.id, notificationJobs.notificationId))
    .innerJoin(customers, eq(customers.id, notifications.customerId))
    .where(eq(notificationJobs.id, id))
    .for('update', { of: notificationJobs });
  if (!row || row.state !== 'pending') return null;
  return {
    id: row.id,
    notificationId: row.notificationId,
    channel: row.channel,
    attempts,
    customerId: row.customerId,
    event: row.event,
    trackingNumber: row.trackingNumber,
    params: row.params,
    to: recipientOf(row.channel, row),
    language: languageOf(row),
  };
}

/** A try the queue made and will make again, or, with `last`, the last one: counted, the error kept. */
export async function recordTry(tx: Db, id: number, attempts: number, error: string, last: boolean): Promise<void> {
  await tx
    .update(notificationJobs)
    .set({ attempts, lastError: error.slice(0, 500), ...(last ? { state: 'failed' as const } : {}) })
    .where(and(eq(notificationJobs.id, id), eq(notificationJobs.state, 'pending')));
}

/** Delivered: done for good (only while still pending: a delivery recorded as failed stays so). */
export async function markSent(db: Db, id: number, now: Date, attempts?: number): Promise<void> {
  await db
    .update(notificationJobs)
    .set({ state: 'sent', sentAt: now, lastError: null, ...(attempts === undefined ? {} : { attempts }) })
    .where(and(eq(notificationJobs.id, id), eq(notificationJobs.state, 'pending')));
}

/** A try failed: tried again at `retryAt`, or, with none, recorded as failed for good. */
export async function markFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(notificationJobs)
    .set(
      retryAt
        ? { lastError: error.slice(0, 500), nextAttemptAt: retryAt }
        : { lastError: error.slice(0, 500), state: 'failed' },
    )
    .where(and(eq(notificationJobs.id, id), eq(notificationJobs.state, 'pending')));
}
