import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, type CustomerRow } from '../customers/customers.table.ts';
import { oauthClients, refreshTokens, tokenFamilies } from './auth.table.ts';

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

export type RevokeReason = 'sign_out' | 'revocation' | 'reuse_detected' | 'admin';

export async function findClient(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(oauthClients)
    .where(and(eq(oauthClients.id, id), isNull(oauthClients.revokedAt)))
    .limit(1);
  return row ?? null;
}

export async function upsertClient(db: Db, client: { id: string; name: string; secretHash: string }) {
  await db
    .insert(oauthClients)
    .values({ ...client, confidential: true })
    .onConflictDoUpdate({ target: oauthClients.id, set: { name: client.name, secretHash: client.secretHash } });
}

export async function createFamily(
  db: Db,
  family: { customerId: number; clientId: string; expiresAt: Date },
): Promise<string> {
  const id = randomUUID();
  await db.insert(tokenFamilies).values({ id, ...family });
  return id;
}

export async function insertRefreshToken(db: Db, token: { familyId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(refreshTokens).values({ id: randomUUID(), ...token });
}

/**
 * Marks a refresh token used, atomically: of two concurrent callers only one gets the row back.
 * Returns the family it belongs to when the token was unused, unexpired and its family alive.
 */
export async function claimRefreshToken(db: Db, tokenHash: string, clientId: string) {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .from(tokenFamilies)
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        eq(tokenFamilies.id, refreshTokens.familyId),
        isNull(tokenFamilies.revokedAt),
        gt(tokenFamilies.expiresAt, sql`now()`),
        eq(tokenFamilies.clientId, clientId),
      ),
    )
    .returning({
      familyId: tokenFamilies.id,
      customerId: tokenFamilies.customerId,
      familyExpiresAt: tokenFamilies.expiresAt,
    });
  return rows[0] ?? null;
}

/** The family of a refresh token that was already used: presenting it again means it leaked. */
export async function findFamilyOfUsedToken(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), sql`${refreshTokens.usedAt} is not null`))
    .limit(1);
  return row?.familyId ?? null;
}

/** The family of a refresh token of this client, in any state (used, expired, revoked). */
export async function findFamilyOfRefreshToken(db: Db, tokenHash: string, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: tokenFamilies.id })
    .from(refreshTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
    .where(and(eq(refreshTokens.tokenHash, tokenHash), eq(tokenFamilies.clientId, clientId)))
    .limit(1);
  return row?.familyId ?? null;
}

export async function revokeFamily(db: Db, familyId: string, reason: RevokeReason): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
}

function liveFamilyQuery(db: Db) {
  return db
    .select({ customer: customers })
    .from(tokenFamilies)
    .innerJoin(customers, eq(customers.id, tokenFamilies.customerId))
    .where(
      and(
        eq(tokenFamilies.id, sql.placeholder('familyId')),
        eq(tokenFamilies.customerId, sql.placeholder('customerId')),
        isNull(tokenFamilies.revokedAt),
        gt(tokenFamilies.expiresAt, sql`now()`),
        eq(customers.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('auth_live_family');
}

/** Prepared once per database: this lookup runs on every authenticated request. */
const liveFamilyQueries = new WeakMap<Db, ReturnType<typeof liveFamilyQuery>>();

/** The customer behind a live token family, or null when the family is revoked, expired or the customer inactive. */
export async function findCustomerOfLiveFamily(
  db: Db,
  familyId: string,
  customerId: number,
): Promise<CustomerRow | null> {
  let query = liveFamilyQueries.get(db);
  if (!query) {
    query = liveFamilyQuery(db);
    liveFamilyQueries.set(db, query);
  }
  const [row] = await query.execute({ familyId, customerId });
  return row?.customer ?? null;
}
