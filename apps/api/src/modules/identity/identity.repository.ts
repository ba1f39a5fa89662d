import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerIdentities, pendingIdentities, type PendingIdentityRow } from './identity.table.ts';

/** The account a digital identity was linked to before, or null. */
export async function findLinkedCustomerId(db: Db, subject: string): Promise<number | null> {
  const [row] = await db
    .select({ customerId: customerIdentities.customerId })
    .from(customerIdentities)
    .where(eq(customerIdentities.subject, subject))
    .limit(1);
  return row?.customerId ?? null;
}

export async function linkIdentity(db: Db, subject: string, customerId: number): Promise<void> {
  await db.insert(customerIdentities).values({ subject, customerId }).onConflictDoNothing();
}

export async function eraseIdentities(db: Db, customerId: number): Promise<void> {
  await db.delete(customerIdentities).where(eq(customerIdentities.customerId, customerId));
}

/** Keeps a first-time identity under its ticket, sweeping expired ones. */
export async function savePendingIdentity(db: Db, row: PendingIdentityRow): Promise<void> {
  await db.delete(pendingIdentities).where(lt(pendingIdentities.expiresAt, row.createdAt));
  const { ticketHash: _ticket, ...rest } = row;
  await db
    .insert(pendingIdentities)
    .values(row)
    .onConflictDoUpdate({ target: pendingIdentities.ticketHash, set: rest });
}

export async function findPendingIdentity(db: Db, ticketHash: string): Promise<PendingIdentityRow | null> {
  const [row] = await db.select().from(pendingIdentities).where(eq(pendingIdentities.ticketHash, ticketHash)).limit(1);
  return row ?? null;
}

export async function setPendingPhone(
  db: Db,
  ticketHash: string,
  phone: string,
  now: Date,
  language: string,
): Promise<void> {
  await db
    .update(pendingIdentities)
    .set({ phone, termsAcceptedAt: now, language })
    .where(eq(pendingIdentities.ticketHash, ticketHash));
}

/** The latest first-time identity waiting on a phone, locked until the transaction ends. */
export async function lockPendingIdentityByPhone(tx: Db, phone: string): Promise<PendingIdentityRow | null> {
  const [row] = await tx
    .select()
    .from(pendingIdentities)
    .where(eq(pendingIdentities.phone, phone))
    .orderBy(desc(pendingIdentities.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function deletePendingIdentities(tx: Db, subject: string): Promise<void> {
  await tx.delete(pendingIdentities).where(eq(pendingIdentities.subject, subject));
}
