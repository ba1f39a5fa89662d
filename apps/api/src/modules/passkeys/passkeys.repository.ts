import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { passkeyChallenges, passkeys, type PasskeyChallengeRow, type PasskeyRow } from './passkeys.table.ts';

type Purpose = PasskeyChallengeRow['purpose'];

/** Keeps a new challenge, and drops the ones that have expired meanwhile. */
export async function insertChallenge(
  db: Db,
  values: { purpose: Purpose; customerId: number | null; challenge: string; expiresAt: Date },
  now: Date,
): Promise<string> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  const [row] = await db.insert(passkeyChallenges).values(values).returning({ id: passkeyChallenges.id });
  return row!.id;
}

/**
 * Takes a challenge out for its one attempt: it is deleted whatever comes next. Null when there is none with this
 * id for this purpose (and customer), or when it has expired.
 */
export async function takeChallenge(
  db: Db,
  id: string,
  purpose: Purpose,
  customerId: number | null,
  now: Date,
): Promise<PasskeyChallengeRow | null> {
  const owner =
    customerId === null ? isNull(passkeyChallenges.customerId) : eq(passkeyChallenges.customerId, customerId);
  const [row] = await db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.id, id), eq(passkeyChallenges.purpose, purpose), owner))
    .returning();
  return row && row.expiresAt > now ? row : null;
}

/** The customer's passkeys, the newest first (the settings page asks on every view). */
const passkeysQuery = preparedQuery((db) =>
  db
    .select()
    .from(passkeys)
    .where(eq(passkeys.customerId, sql.placeholder('customerId')))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id))
    .prepare('passkeys_list'),
);

export async function listPasskeys(db: Db, customerId: number): Promise<PasskeyRow[]> {
  return passkeysQuery(db).execute({ customerId });
}

export async function countPasskeys(db: Db, customerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.customerId, customerId));
  return row?.n ?? 0;
}

export async function insertPasskey(db: Db, values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row ?? null;
}

/**
 * Notes a sign-in: the authenticator's new counter and the time. Only while the counter is still the one checked,
 * so two sign-ins racing with the same counter cannot both succeed; false when another one came first.
 */
export async function recordUse(db: Db, passkey: PasskeyRow, counter: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: now })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Removes one passkey of this customer; false when it is not theirs or already gone. */
export async function deletePasskey(db: Db, customerId: number, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customerId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Account deletion's eraser: every passkey of the customer and the challenges made for them. */
export async function erasePasskeys(tx: Db, customerId: number): Promise<void> {
  await tx.delete(passkeys).where(eq(passkeys.customerId, customerId));
  await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.customerId, customerId));
}
