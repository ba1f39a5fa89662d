import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, type CustomerRow, type NewCustomer } from '../customers/customers.table.ts';
import { customerIdentities, pendingIdentities, type PendingIdentityRow } from './identity.table.ts';

/** The account a digital identity signs in to: linked before, or (first time through it) the same FIN in Azerbaijan. */
export async function findIdentityCustomer(
  db: Db,
  subject: string,
  fin: string,
): Promise<{ customer: CustomerRow; linked: boolean } | null> {
  const [linked] = await db
    .select({ customer: customers })
    .from(customerIdentities)
    .innerJoin(customers, eq(customers.id, customerIdentities.customerId))
    .where(eq(customerIdentities.subject, subject))
    .limit(1);
  if (linked) return { customer: linked.customer, linked: true };
  const [byFin] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.country, 'AZ'), eq(customers.nationalId, fin), ne(customers.status, 'deleted')))
    .limit(1);
  return byFin ? { customer: byFin, linked: false } : null;
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

export async function phoneTaken(tx: Db, phone: string): Promise<CustomerRow | null> {
  const [row] = await tx.select().from(customers).where(eq(customers.phone, phone)).limit(1);
  return row ?? null;
}

export async function finTaken(tx: Db, fin: string): Promise<boolean> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.country, 'AZ'), eq(customers.nationalId, fin), ne(customers.status, 'deleted')))
    .limit(1);
  return rows.length > 0;
}

export async function insertIdentityCustomer(tx: Db, values: NewCustomer): Promise<CustomerRow> {
  const [row] = await tx.insert(customers).values(values).returning();
  if (!row) throw new Error('customer insert returned no row');
  return row;
}
