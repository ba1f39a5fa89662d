import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tokenFamilies } from '../auth/auth.table.ts';
import { customers, type CustomerRow, type NewCustomer } from '../customers/customers.table.ts';

/** The customer's row, locked until the transaction ends (no other change to it, nor a deletion, meanwhile). */
export async function lockCustomer(tx: Db, id: number, mode: 'update' | 'no key update'): Promise<CustomerRow | null> {
  const query = tx.select().from(customers).where(eq(customers.id, id));
  const [row] = await (mode === 'update' ? query.for('update') : query.for('no key update'));
  return row ?? null;
}

export async function updateCustomer(tx: Db, id: number, values: Partial<NewCustomer>): Promise<CustomerRow> {
  const [row] = await tx.update(customers).set(values).where(eq(customers.id, id)).returning();
  if (!row) throw new Error('customer update returned no row');
  return row;
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

/** Ends every session of the customer: access tokens and refresh tokens of every family stop working. */
export async function revokeEverySession(tx: Db, customerId: number): Promise<void> {
  await tx
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: 'account_deleted' })
    .where(and(eq(tokenFamilies.customerId, customerId), isNull(tokenFamilies.revokedAt)));
}
