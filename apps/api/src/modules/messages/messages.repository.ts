import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AddressedChannel, ComposedMessage } from '../../lib/messages.ts';
import { messageJobs, outboxMessages } from './messages.table.ts';

export async function insertOutboxMessage(
  db: Db,
  message: ComposedMessage & { channel: AddressedChannel },
  createdAt: Date,
): Promise<void> {
  await db.insert(outboxMessages).values({
    channel: message.channel,
    recipient: message.to,
    subject: message.subject,
    body: message.body,
    template: message.template,
    language: message.language,
    customerId: message.customerId,
    createdAt,
  });
}

/** The newest messages first, optionally only those to one recipient. */
export async function listOutbox(db: Db, options: { to?: string | undefined; limit: number }) {
  const query = db.select().from(outboxMessages);
  const filtered = options.to ? query.where(eq(outboxMessages.recipient, options.to)) : query;
  return filtered.orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(options.limit);
}

/** An account's messages, in the outbox and in the queue (its deletion). */
export async function deleteMessagesOf(db: Db, customerId: number): Promise<void> {
  await db.delete(outboxMessages).where(eq(outboxMessages.customerId, customerId));
  await db.delete(messageJobs).where(eq(messageJobs.customerId, customerId));
}
