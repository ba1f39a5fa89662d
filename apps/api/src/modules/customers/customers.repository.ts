import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, type CustomerRow, type NewCustomer } from './customers.table.ts';

export async function findCustomerByUsername(db: Db, username: string): Promise<CustomerRow | null> {
  const column = username.includes('@') ? customers.email : customers.phone;
  const [row] = await db.select().from(customers).where(eq(column, username)).limit(1);
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

export async function insertCustomer(db: Db, values: NewCustomer): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  if (!row) throw new Error('customer insert returned no row');
  return row;
}
