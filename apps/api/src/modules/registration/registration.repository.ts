import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingRegistrations, type PendingRegistrationRow } from './registration.table.ts';

/** Stores the registration for the phone, replacing an earlier one, and sweeps expired ones. */
export async function savePendingRegistration(tx: Db, row: PendingRegistrationRow): Promise<void> {
  await tx.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, row.createdAt));
  const { phone: _phone, ...rest } = row;
  await tx
    .insert(pendingRegistrations)
    .values(row)
    .onConflictDoUpdate({ target: pendingRegistrations.phone, set: rest });
}

/** The registration of a phone, locked until the transaction ends, or null. */
export async function lockPendingRegistration(tx: Db, phone: string): Promise<PendingRegistrationRow | null> {
  const [row] = await tx
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.phone, phone))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function deletePendingRegistration(tx: Db, phone: string): Promise<void> {
  await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.phone, phone));
}
