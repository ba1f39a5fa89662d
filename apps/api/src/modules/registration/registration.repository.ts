import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, type CustomerRow, type NewCustomer } from '../customers/customers.table.ts';
import { pendingRegistrations, type PendingRegistrationRow } from './registration.table.ts';

/** The account that holds a phone, whatever its state (a deleted account holds none). */
export async function findCustomerByPhone(db: Db, phone: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone)).limit(1);
  return row ?? null;
}

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

/** Whether another account holds this e-mail, or this customer ID in this country. */
export async function emailTaken(tx: Db, email: string): Promise<boolean> {
  const rows = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, email)).limit(1);
  return rows.length > 0;
}

export async function nationalIdTaken(tx: Db, country: string, nationalId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.country, country), eq(customers.nationalId, nationalId), ne(customers.status, 'deleted')))
    .limit(1);
  return rows.length > 0;
}

export async function insertCustomerRow(tx: Db, values: NewCustomer): Promise<CustomerRow> {
  const [row] = await tx.insert(customers).values(values).returning();
  if (!row) throw new Error('customer insert returned no row');
  return row;
}
