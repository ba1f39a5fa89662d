import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tokenFamilies } from '../auth/auth.table.ts';
import { customers, type CustomerRow } from '../customers/customers.table.ts';
import { passwordResets } from './recovery.table.ts';

/** The active account a phone or e-mail names, or null. */
export async function findActiveByUsername(db: Db, username: string): Promise<CustomerRow | null> {
  const column = username.includes('@') ? customers.email : customers.phone;
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(column, username), eq(customers.status, 'active')))
    .limit(1);
  return row ?? null;
}

export async function findActiveCustomer(db: Db, id: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.status, 'active')))
    .limit(1);
  return row ?? null;
}

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

export async function setPassword(tx: Db, customerId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customerId));
}

/** Ends every session of the account: its access tokens and refresh tokens stop working at once. */
export async function revokeAllSessions(tx: Db, customerId: number): Promise<void> {
  await tx
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: 'password_reset' })
    .where(and(eq(tokenFamilies.customerId, customerId), isNull(tokenFamilies.revokedAt)));
}

export async function deleteResetsOf(tx: Db, customerId: number): Promise<void> {
  await tx.delete(passwordResets).where(eq(passwordResets.customerId, customerId));
}
