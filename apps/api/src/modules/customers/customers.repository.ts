import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, type CustomerRow, type NewCustomer } from './customers.table.ts';

export type CustomerChanges = Partial<Omit<NewCustomer, 'id' | 'code' | 'createdAt'>>;

export async function insertCustomer(db: Db, values: NewCustomer): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  if (!row) throw new Error('customer insert returned no row');
  return row;
}

export async function findCustomer(db: Db, id: number, only?: 'active'): Promise<CustomerRow | null> {
  const byId = eq(customers.id, id);
  const where = only === 'active' ? and(byId, eq(customers.status, 'active')) : byId;
  const [row] = await db.select().from(customers).where(where).limit(1);
  return row ?? null;
}

/** By e-mail when the name holds an @, by phone otherwise. */
export async function findCustomerByUsername(db: Db, username: string, only?: 'active'): Promise<CustomerRow | null> {
  const byName = eq(username.includes('@') ? customers.email : customers.phone, username);
  const where = only === 'active' ? and(byName, eq(customers.status, 'active')) : byName;
  const [row] = await db.select().from(customers).where(where).limit(1);
  return row ?? null;
}

export async function findCustomerByPhone(db: Db, phone: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone)).limit(1);
  return row ?? null;
}

/** The account that holds a national ID in a country (a deleted account holds none). */
export async function findCustomerByNationalId(
  db: Db,
  country: string,
  nationalId: string,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.country, country), eq(customers.nationalId, nationalId), ne(customers.status, 'deleted')))
    .limit(1);
  return row ?? null;
}

export async function findCustomerByCode(db: Db, code: string): Promise<{ id: number; deletedAt: Date | null } | null> {
  const [row] = await db
    .select({ id: customers.id, deletedAt: customers.deletedAt })
    .from(customers)
    .where(eq(customers.code, code));
  return row ?? null;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email)).limit(1);
  return rows.length > 0;
}

export async function lockCustomer(tx: Db, id: number, mode: 'update' | 'no key update'): Promise<CustomerRow | null> {
  const query = tx.select().from(customers).where(eq(customers.id, id));
  const [row] = await (mode === 'update' ? query.for('update') : query.for('no key update'));
  return row ?? null;
}

export async function updateCustomer(tx: Db, id: number, values: CustomerChanges): Promise<CustomerRow | null> {
  const [row] = await tx.update(customers).set(values).where(eq(customers.id, id)).returning();
  return row ?? null;
}

/** `completed_address` set when it becomes true (kept from when it first did), cleared when false. */
export async function setAddressCompleted(tx: Db, id: number, completed: boolean, now: Date): Promise<void> {
  await tx
    .update(customers)
    .set({
      addressCompletedAt: completed
        ? sql`coalesce(${customers.addressCompletedAt}, ${now.toISOString()}::timestamptz)`
        : null,
    })
    .where(eq(customers.id, id));
}

/** Erases the personal data of the customer's row; the suite code, country and dates stay for accounting. */
export async function eraseCustomer(tx: Db, id: number, now: Date): Promise<void> {
  await tx
    .update(customers)
    .set({
      name: null,
      surname: null,
      email: null,
      phone: null,
      nationalId: null,
      birthDate: null,
      pictureUrl: null,
      passwordHash: null,
      language: null,
      phoneVerifiedAt: null,
      profileCompletedAt: null,
      addressCompletedAt: null,
      status: 'deleted',
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(customers.id, id));
}
