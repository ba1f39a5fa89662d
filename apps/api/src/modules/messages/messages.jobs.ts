import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ComposedMessage } from '../../lib/messages.ts';
import { messageJobs, type MessageJobRow } from './messages.table.ts';

/** A queued message claimed for one try; `attempts` counts this one. */
export type ClaimedMessage = Pick<
  MessageJobRow,
  'id' | 'channel' | 'recipient' | 'subject' | 'body' | 'html' | 'unsubscribeUrl' | 'attempts'
>;

/** Queues a composed message for its channel's transport, due now. */
export async function enqueueMessage(db: Db, message: ComposedMessage, now: Date): Promise<void> {
  await db.insert(messageJobs).values({
    channel: message.channel,
    recipient: message.to,
    subject: message.subject,
    body: message.body,
    html: message.html,
    unsubscribeUrl: message.unsubscribeUrl,
    template: message.template,
    language: message.language,
    customerId: message.customerId,
    nextAttemptAt: now,
    createdAt: now,
  });
}

/**
 * Claims up to `limit` due messages of the given channels: locked with SKIP LOCKED (one another worker is claiming is
 * passed over, never waited for), counted as a try and moved `leaseMs` ahead, so no other worker takes it while this
 * one sends it, and a worker that dies holding it hands it back when the lease ends.
 */
export async function claimDueMessages(
  db: Db,
  channels: readonly ('sms' | 'email')[],
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedMessage[]> {
  if (channels.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: messageJobs.id })
      .from(messageJobs)
      .where(
        and(
          eq(messageJobs.state, 'pending'),
          lte(messageJobs.nextAttemptAt, now),
          inArray(messageJobs.channel, [...channels]),
        ),
      )
      .orderBy(asc(messageJobs.nextAttemptAt), asc(messageJobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(messageJobs)
      .set({ attempts: sql`${messageJobs.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          messageJobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: messageJobs.id,
        channel: messageJobs.channel,
        recipient: messageJobs.recipient,
        subject: messageJobs.subject,
        body: messageJobs.body,
        html: messageJobs.html,
        unsubscribeUrl: messageJobs.unsubscribeUrl,
        attempts: messageJobs.attempts,
      });
  });
}

const stillPending = (id: number) => and(eq(messageJobs.id, id), eq(messageJobs.state, 'pending'));

/** Delivered: the text is no longer kept (a code must not outlive its delivery). */
export async function markMessageSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(messageJobs)
    .set({ state: 'sent', sentAt: now, lastError: null, subject: null, body: '', html: null })
    .where(stillPending(id));
}

/** A try failed: tried again at `retryAt`, or, with none, recorded as failed for good with the reason. */
export async function markMessageFailed(db: Db, id: number, reason: string, retryAt: Date | null): Promise<void> {
  const lastError = reason.slice(0, 500);
  await db
    .update(messageJobs)
    .set(retryAt ? { lastError, nextAttemptAt: retryAt } : { lastError, state: 'failed' })
    .where(stillPending(id));
}
