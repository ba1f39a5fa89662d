import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DeliveryReceipt } from '../../lib/message-transport.ts';
import type { ComposedMessage, MessageChannel } from '../../lib/messages.ts';
import { messageJobs, type MessageDelivery, type MessageJobRow } from './messages.table.ts';

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
    reference: message.reference,
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
  channels: readonly MessageChannel[],
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

/**
 * Handed over: the text is no longer kept (a code must not outlive its delivery); an SMS keeps its parts and the
 * SMSC's ids, which its receipts name.
 */
export async function markMessageSent(
  db: Db,
  id: number,
  now: Date,
  sms: { parts?: number; providerIds?: string[] } = {},
): Promise<void> {
  await db
    .update(messageJobs)
    .set({
      state: 'sent',
      sentAt: now,
      lastError: null,
      subject: null,
      body: '',
      html: null,
      parts: sms.parts ?? null,
      providerIds: sms.providerIds ?? null,
    })
    .where(stillPending(id));
}

const namesPart = (providerId: string) => sql`${messageJobs.providerIds} @> array[${providerId}]::text[]`;

/**
 * Records a delivery receipt of one part: a failed part makes the message undeliverable or expired, the last part
 * delivered makes it delivered; a repeated receipt changes nothing. Answers the message's new delivery when this
 * receipt decided it, `unchanged` when the message is known, and null when no sent message has this part (yet: its
 * receipt may overtake the record of its sending).
 */
export async function recordReceipt(
  db: Db,
  receipt: DeliveryReceipt,
  now: Date,
): Promise<{ channel: MessageChannel; delivery: MessageDelivery } | 'unchanged' | null> {
  const failed = receipt.state !== 'delivered';
  const [row] = await db
    .update(messageJobs)
    .set({
      receiptedIds: sql`array_append(${messageJobs.receiptedIds}, ${receipt.providerId}::text)`,
      delivery: failed
        ? receipt.state
        : sql`case when cardinality(${messageJobs.receiptedIds}) + 1 >= coalesce(${messageJobs.parts}, 1) then 'delivered' end`,
      deliveryAt: now,
    })
    .where(
      and(
        namesPart(receipt.providerId),
        isNull(messageJobs.delivery),
        sql`not (${messageJobs.receiptedIds} @> array[${receipt.providerId}]::text[])`,
      ),
    )
    .returning({ channel: messageJobs.channel, delivery: messageJobs.delivery });
  if (row) return row.delivery ? { channel: row.channel, delivery: row.delivery } : 'unchanged';
  const known = await db.select({ id: messageJobs.id }).from(messageJobs).where(namesPart(receipt.providerId)).limit(1);
  return known.length > 0 ? 'unchanged' : null;
}

/** A try failed: tried again at `retryAt`, or, with none, recorded as failed for good with the reason. */
export async function markMessageFailed(db: Db, id: number, reason: string, retryAt: Date | null): Promise<void> {
  const lastError = reason.slice(0, 500);
  await db
    .update(messageJobs)
    .set(retryAt ? { lastError, nextAttemptAt: retryAt } : { lastError, state: 'failed' })
    .where(stillPending(id));
}

/**
 * The references among these whose message did not reach its recipient: failed for good at the provider, or reported
 * undeliverable or expired by the network's receipt.
 */
export async function undeliveredReferences(db: Db, references: readonly string[]): Promise<ReadonlySet<string>> {
  if (references.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ reference: messageJobs.reference })
    .from(messageJobs)
    .where(
      and(
        inArray(messageJobs.reference, [...references]),
        or(eq(messageJobs.state, 'failed'), inArray(messageJobs.delivery, ['undeliverable', 'expired'])),
      ),
    );
  return new Set(rows.flatMap((row) => (row.reference ? [row.reference] : [])));
}
