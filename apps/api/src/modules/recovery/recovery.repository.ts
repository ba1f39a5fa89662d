import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets } from './recovery.table.ts';

export async function insertReset(db: Db, row: typeof passwordResets.$inferInsert): Promise<void> {
  await db.insert(passwordResets).values(row);
}

/** An unused, unexpired reset by its token's hash, locked until the transaction ends. */
export async function lockLiveReset(tx: Db, tokenHash: string, now: Date) {
  const [row] = await tx
    .select()
    .from(passwordResets)
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function findLiveReset(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .limit(1);
  return row ?? null;
}

export async function useReset(tx: Db, id: string, now: Date): Promise<void> {
  await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, id));
}

export async function deleteResetsOf(tx: Db, customerId: number): Promise<void> {
  await tx.delete(passwordResets).where(eq(passwordResets.customerId, customerId));
}
