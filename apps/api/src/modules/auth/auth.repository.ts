import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { customers, type CustomerRow } from '../customers/customers.table.ts';
import { oauthClients, refreshTokens, tokenFamilies } from './auth.table.ts';

export type RevokeReason = 'sign_out' | 'revocation' | 'reuse_detected' | 'admin';

/** Why a customer's own action ended sessions: one from the sessions list, or all of them. */
export type EndReason = 'session_ended' | 'password_change' | 'password_reset' | 'account_deleted';

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
  family: { customerId: number; clientId: string; expiresAt: Date; userAgent: string | null },
): Promise<string> {
  const id = randomUUID();
  await db.insert(tokenFamilies).values({ id, ...family, lastSeenAt: sql`now()` });
  return id;
}

/** Notes that a session was used just now (each refresh): the sessions list shows it as "last seen". */
export async function touchFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(tokenFamilies.id, familyId));
}

/** Stores a new refresh token (as its hash) and returns the row id. */
export async function insertRefreshToken(
  db: Db,
  token: { familyId: string; tokenHash: string; expiresAt: Date },
): Promise<string> {
  const id = randomUUID();
  await db.insert(refreshTokens).values({ id, ...token });
  return id;
}

/** Notes on a spent token what was issued in exchange (see `auth.successor.ts`). */
export async function recordSuccessor(db: Db, tokenId: string, successorId: string, sealed: string) {
  await db.update(refreshTokens).set({ successorId, successorSealed: sealed }).where(eq(refreshTokens.id, tokenId));
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
      tokenId: refreshTokens.id,
      familyId: tokenFamilies.id,
      customerId: tokenFamilies.customerId,
      familyExpiresAt: tokenFamilies.expiresAt,
    });
  return rows[0] ?? null;
}

const successors = alias(refreshTokens, 'successor');

export interface SpentToken {
  familyId: string;
  /** Spent less than the grace window ago (by the database's clock, the same for every instance). */
  withinGrace: boolean;
  /** The sealed pair issued in exchange, while it can still be handed out again: the family alive and
   * this client's, the successor refresh token unused and unexpired. */
  sealed: string | null;
}

/** A refresh token that was already used, or null when it never was (unknown, or unused but refused). */
export async function findSpentToken(
  db: Db,
  tokenHash: string,
  clientId: string,
  graceSeconds: number,
): Promise<SpentToken | null> {
  const [row] = await db
    .select({
      familyId: refreshTokens.familyId,
      withinGrace: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${graceSeconds})`,
      sealed: sql<string | null>`case when ${and(
        isNull(tokenFamilies.revokedAt),
        gt(tokenFamilies.expiresAt, sql`now()`),
        eq(tokenFamilies.clientId, clientId),
        isNull(successors.usedAt),
        gt(successors.expiresAt, sql`now()`),
      )} then ${refreshTokens.successorSealed} end`,
    })
    .from(refreshTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
    .leftJoin(successors, eq(successors.id, refreshTokens.successorId))
    .where(and(eq(refreshTokens.tokenHash, tokenHash), sql`${refreshTokens.usedAt} is not null`))
    .limit(1);
  return row ? { familyId: row.familyId, withinGrace: row.withinGrace === true, sealed: row.sealed } : null;
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

/** This lookup runs on every authenticated request. */
const liveFamilyQuery = preparedQuery((db) =>
  db
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
    .prepare('auth_live_family'),
);

/**
 * The lookups running now, per database and session: the calls a page makes at once with one token (settings makes
 * four) wait for the same query instead of sending one each. A lookup is shared only while it runs, so a request
 * that arrives after it answered asks again: a sign-out is seen by the next request as before.
 */
const lookupsInFlight = new WeakMap<Db, Map<string, Promise<CustomerRow | null>>>();

async function lookUpLiveFamily(db: Db, familyId: string, customerId: number): Promise<CustomerRow | null> {
  const [row] = await liveFamilyQuery(db).execute({ familyId, customerId });
  return row?.customer ?? null;
}

/** The customer behind a live token family, or null when the family is revoked, expired or the customer inactive. */
export async function findCustomerOfLiveFamily(
  db: Db,
  familyId: string,
  customerId: number,
): Promise<CustomerRow | null> {
  let running = lookupsInFlight.get(db);
  if (!running) lookupsInFlight.set(db, (running = new Map()));
  const key = `${familyId}:${customerId}`;
  let lookup = running.get(key);
  if (!lookup) {
    const started = lookUpLiveFamily(db, familyId, customerId);
    lookup = started.finally(() => running.delete(key));
    running.set(key, lookup);
  }
  const customer = await lookup;
  // A copy each: one request's handler never sees another's changes to the row it was given.
  return customer ? { ...customer } : null;
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

export interface LiveSession {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

export async function liveSessionsOf(db: Db, customerId: number): Promise<LiveSession[]> {
  return liveSessionsQuery(db).execute({ customerId });
}

/** Ends one session of this customer; false when it is not theirs, or already ended. */
export async function endSessionOf(db: Db, customerId: number, familyId: string, reason: EndReason): Promise<boolean> {
  const rows = await db
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(eq(tokenFamilies.id, familyId), eq(tokenFamilies.customerId, customerId), isNull(tokenFamilies.revokedAt)),
    )
    .returning({ id: tokenFamilies.id });
  return rows.length > 0;
}

/** Ends every session of the customer, but `keep` when given. */
export async function endSessionsOf(tx: Db, customerId: number, reason: EndReason, keep?: string): Promise<void> {
  const live = and(eq(tokenFamilies.customerId, customerId), isNull(tokenFamilies.revokedAt));
  await tx
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(keep === undefined ? live : and(live, ne(tokenFamilies.id, keep)));
}
