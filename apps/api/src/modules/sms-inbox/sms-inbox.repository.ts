import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { smsMessages, smsNumbers, type SmsMessageRow, type SmsNumberRow } from './sms-inbox.table.ts';

export async function findHeldNumber(db: Db, customerId: number, marketplace: string): Promise<SmsNumberRow | null> {
  const [row] = await db
    .select()
    .from(smsNumbers)
    .where(and(eq(smsNumbers.customerId, customerId), eq(smsNumbers.marketplace, marketplace)));
  return row ?? null;
}

/**
 * Gives the customer a free number of the marketplace's pool: one statement that takes the first free row no other
 * transaction holds (`for update skip locked`), so first visits at once of different customers get different
 * numbers without waiting on each other. Null when none is free. The same customer's second visit at once takes
 * another row too, and the unique (customer, marketplace) refuses it: that is answered with the number the first got.
 */
async function takeFreeNumber(db: Db, customerId: number, marketplace: string, now: Date) {
  const free = sql`(select ${smsNumbers.id} from ${smsNumbers}
    where ${smsNumbers.marketplace} = ${marketplace} and ${smsNumbers.customerId} is null
    order by ${smsNumbers.id} limit 1 for update skip locked)`;
  const [row] = await db
    .update(smsNumbers)
    .set({ customerId, assignedAt: now })
    .where(and(eq(smsNumbers.id, free), isNull(smsNumbers.customerId)))
    .returning();
  return row ?? null;
}

export async function holdNumber(
  db: Db,
  customerId: number,
  marketplace: string,
  now: Date,
): Promise<SmsNumberRow | null> {
  const held = await findHeldNumber(db, customerId, marketplace);
  if (held) return held;
  try {
    return (
      (await takeFreeNumber(db, customerId, marketplace, now)) ?? (await findHeldNumber(db, customerId, marketplace))
    );
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    return findHeldNumber(db, customerId, marketplace);
  }
}

/** The customer's messages on the number, newest first: only those received while the number was theirs. */
export function listMessages(db: Db, customerId: number, number: string, limit: number): Promise<SmsMessageRow[]> {
  return db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.customerId, customerId), eq(smsMessages.number, number)))
    .orderBy(desc(smsMessages.id))
    .limit(limit);
}

/** The customer's messages on the number after `afterId`, oldest first (the order a stream sends them in). */
export function messagesAfter(
  db: Db,
  customerId: number,
  number: string,
  afterId: number,
  limit: number,
): Promise<SmsMessageRow[]> {
  return db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.customerId, customerId), eq(smsMessages.number, number), gt(smsMessages.id, afterId)))
    .orderBy(asc(smsMessages.id))
    .limit(limit);
}

export async function findByGatewayId(db: Db, gatewayMessageId: string): Promise<SmsMessageRow | null> {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.gatewayMessageId, gatewayMessageId));
  return row ?? null;
}

/** Who holds the number now (null: nobody, or not a number of the pool). */
export async function holderOf(db: Db, number: string): Promise<number | null> {
  const [row] = await db
    .select({ customerId: smsNumbers.customerId })
    .from(smsNumbers)
    .where(eq(smsNumbers.number, number))
    .for('share');
  return row?.customerId ?? null;
}

export async function insertMessage(db: Db, values: typeof smsMessages.$inferInsert): Promise<SmsMessageRow> {
  const [row] = await db.insert(smsMessages).values(values).returning();
  if (!row) throw new Error('insert returned no message');
  return row;
}

/**
 * Account deletion: the customer's numbers go back to their pools, and the messages received on them are deleted
 * (one-time codes, of use to nobody else); a later holder of a number starts with an empty inbox either way.
 */
export async function releaseNumbers(tx: Db, customerId: number): Promise<void> {
  await tx.delete(smsMessages).where(eq(smsMessages.customerId, customerId));
  await tx.update(smsNumbers).set({ customerId: null, assignedAt: null }).where(eq(smsNumbers.customerId, customerId));
}
