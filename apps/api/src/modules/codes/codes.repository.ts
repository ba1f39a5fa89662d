import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, type OneTimeCodeRow } from './codes.table.ts';

/**
 * Serialises code sends for one destination and purpose until the transaction ends, so two requests at once cannot
 * both pass the once-a-minute check.
 */
export async function lockDestination(tx: Db, destination: string, purpose: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`code:${purpose}:${destination}`}, 0))`);
}

/** The codes sent to a destination for a purpose since `since`, oldest first (their moments only). */
export async function sendsSince(tx: Db, destination: string, purpose: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.destination, destination),
        eq(oneTimeCodes.purpose, purpose),
        gt(oneTimeCodes.createdAt, since),
      ),
    )
    .orderBy(oneTimeCodes.createdAt);
  return rows.map((row) => row.createdAt);
}

/** Ends every live code of a destination and purpose: a new one replaces them. */
export async function retireLiveCodes(tx: Db, destination: string, purpose: string, now: Date): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.destination, destination),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
}

export async function insertCode(tx: Db, row: typeof oneTimeCodes.$inferInsert): Promise<void> {
  await tx.insert(oneTimeCodes).values(row);
}

export async function findCode(db: Db, id: string): Promise<OneTimeCodeRow | null> {
  const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, id)).limit(1);
  return row ?? null;
}

/** A code row, locked until the transaction ends: by ticket, or the latest for a destination and purposes. */
export async function lockCode(
  tx: Db,
  where: { ticket: string } | { destination: string; purposes: readonly string[] },
): Promise<OneTimeCodeRow | null> {
  const query = tx.select().from(oneTimeCodes);
  const [row] = await ('ticket' in where
    ? query.where(eq(oneTimeCodes.id, where.ticket)).limit(1).for('update')
    : query
        .where(and(eq(oneTimeCodes.destination, where.destination), inArray(oneTimeCodes.purpose, [...where.purposes])))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1)
        .for('update'));
  return row ?? null;
}

export async function countWrongTry(tx: Db, id: string): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id));
}

export async function consumeCode(tx: Db, id: string, now: Date): Promise<void> {
  await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, id));
}

/** Forgets codes sent before `cutoff` (a day after they were sent they count for nothing), a batch at a time. */
export async function sweepCodes(tx: Db, cutoff: Date): Promise<void> {
  await tx.execute(
    sql`delete from one_time_codes where id in (select id from one_time_codes where created_at < ${cutoff} limit 200)`,
  );
}

export async function deleteCodesOf(tx: Db, customerId: number): Promise<void> {
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.customerId, customerId));
}
