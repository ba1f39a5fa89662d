import type { Db } from '../../db/client.ts';
import { customers, type CustomerRow, type NewCustomer } from './customers.table.ts';

export async function insertCustomer(db: Db, values: NewCustomer): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  if (!row) throw new Error('customer insert returned no row');
  return row;
}
