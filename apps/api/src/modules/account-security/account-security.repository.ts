import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { tokenFamilies } from '../auth/auth.table.ts';
import { customers, type CustomerRow } from '../customers/customers.table.ts';

export async function findCustomerByPhone(db: Db, phone: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone)).limit(1);
  return row ?? null;
}

/** The customer's live sessions, the latest used first (the settings page asks on every view). */
const liveSessionsQuery = preparedQuery((db) =>
  db
    .select({
      id: tokenFamilies.id,
      userAgent: tokenFamilies.userAgent,
      createdAt: tokenFamilies.createdAt,
      lastSeenAt: sql<Date>`coalesce(${tokenFamilies.lastSeenAt}, ${tokenFamilies.createdAt})`.mapWith(
        tokenFamilies.createdAt,
      ),
    })
    .from(tokenFamilies)
    .where(
      and(
        eq(tokenFamilies.customerId, sql.placeholder('customerId')),
        isNull(tokenFamilies.revokedAt),
        gt(tokenFamilies.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(sql`coalesce(${tokenFamilies.lastSeenAt}, ${tokenFamilies.createdAt})`))
    .prepare('account_security_live_sessions'),
);

export async function liveSessions(db: Db, customerId: number) {
  return liveSessionsQuery(db).execute({ customerId });
}

/** Ends one session of this customer; false when it is not theirs, or already ended. */
export async function endSession(db: Db, customerId: number, familyId: string): Promise<boolean> {
  const rows = await db
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: 'session_ended' })
    .where(
      and(eq(tokenFamilies.id, familyId), eq(tokenFamilies.customerId, customerId), isNull(tokenFamilies.revokedAt)),
    )
    .returning({ id: tokenFamilies.id });
  return rows.length > 0;
}

/** Ends every session of the customer but `keep` (the one changing the password). */
export async function endOtherSessions(tx: Db, customerId: number, keep: string): Promise<void> {
  await tx
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: 'password_change' })
    .where(and(eq(tokenFamilies.customerId, customerId), ne(tokenFamilies.id, keep), isNull(tokenFamilies.revokedAt)));
}

export async function updateCustomer(db: Db, id: number, values: Partial<typeof customers.$inferInsert>) {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, id)).returning();
  return row ?? null;
}
