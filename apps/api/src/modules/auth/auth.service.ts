import type { PasswordGrant, TokenResponse } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import { commonErrors } from '../../lib/api-error.ts';
import type { Services } from '../../http/module.ts';
import { authErrors } from './auth.errors.ts';
import { hashPassword, verifyPassword } from './auth.passwords.ts';
import {
  claimRefreshToken,
  createFamily,
  endSessionOf,
  endSessionsOf,
  findClient,
  findCustomerOfLiveFamily,
  findFamilyOfRefreshToken,
  findSpentToken,
  insertRefreshToken,
  liveSessionsOf,
  recordSuccessor,
  revokeFamily,
  touchFamily,
  upsertClient,
} from './auth.repository.ts';
import { openSuccessor, sealSuccessor } from './auth.successor.ts';
import {
  newRefreshToken,
  secretMatches,
  sha256,
  signAccessToken,
  verifyAccessToken,
  type AccessClaims,
} from './auth.tokens.ts';

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  sessionMaxAgeSeconds: number;
  /** How long a spent refresh token still returns the pair it was exchanged for (0: never). */
  reuseGraceSeconds: number;
}

/** The browser's User-Agent as stored for the sessions list: at most 512 characters, null when absent. */
export function userAgentOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value ? value.slice(0, 512) : null;
}

/** A customer's account, as the customers module's service answers it. */
type CustomerRow = NonNullable<Awaited<ReturnType<Services['customers']['find']>>>;

/** The signed-in scope's session (`http/routes.ts`' `Session`, whose shape this module states). */
export interface Authenticated {
  customer: CustomerRow;
  claims: AccessClaims;
  /** The customer's id, naming the account in rate-limit counters. */
  accountKey: string;
}

export function createAuthService(db: Db, settings: TokenSettings, customers: Services['customers']) {
  async function issue(
    tx: Db,
    customerId: number,
    familyId: string,
    clientId: string,
    familyExpiresAt: Date,
  ): Promise<{ tokens: TokenResponse; refreshTokenId: string }> {
    const refreshToken = newRefreshToken();
    const refreshExpiry = Math.min(Date.now() + settings.refreshTtlSeconds * 1000, familyExpiresAt.getTime());
    const refreshTokenId = await insertRefreshToken(tx, {
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(refreshExpiry),
    });
    const { token } = signAccessToken(
      { sub: String(customerId), fam: familyId, cid: clientId },
      settings.secret,
      settings.accessTtlSeconds,
    );
    const tokens: TokenResponse = {
      token_type: 'Bearer',
      access_token: token,
      refresh_token: refreshToken,
      expires_in: settings.accessTtlSeconds,
    };
    return { tokens, refreshTokenId };
  }

  /**
   * A refresh token that was already spent (RFC 9700 §4.14.2). Within the grace window it returns
   * the very pair it was exchanged for, so two tabs or two web servers refreshing at once both
   * carry on; a replay after the window means the token leaked and ends the whole session.
   */
  async function answerSpentToken(refreshToken: string, tokenHash: string, clientId: string): Promise<TokenResponse> {
    const spent = await findSpentToken(db, tokenHash, clientId, settings.reuseGraceSeconds);
    if (!spent) throw authErrors.invalidRefreshToken();
    if (!spent.withinGrace) {
      await revokeFamily(db, spent.familyId, 'reuse_detected');
      throw authErrors.invalidRefreshToken();
    }
    // Within the window but no longer handed out (successor used, session ended): refused, not revoked.
    const pair = spent.sealed ? openSuccessor(refreshToken, settings.secret, spent.sealed) : null;
    const claims = pair ? verifyAccessToken(pair.access_token, settings.secret) : null;
    if (!pair || !claims) throw authErrors.invalidRefreshToken();
    const expiresIn = Math.max(1, claims.exp - Math.floor(Date.now() / 1000));
    return { token_type: 'Bearer', ...pair, expires_in: expiresIn };
  }

  return {
    /** Checks a client's id and secret; an unknown client and a wrong secret are the same `auth.invalid_client`. */
    async authenticateClient(clientId: string, clientSecret: string): Promise<void> {
      const client = await findClient(db, clientId);
      if (!client || !secretMatches(clientSecret, client.secretHash)) throw authErrors.invalidClient();
    },

    /** The account a sign-in names, whether its phone or its e-mail was typed; null when there is none. */
    findAccount(username: PasswordGrant['username']): Promise<CustomerRow | null> {
      return customers.findByUsername(db, username);
    },

    /**
     * Resource-owner password grant for an authenticated client, against the account `findAccount`
     * found. Without one it spends the same work and fails the same way.
     */
    async passwordGrant(
      customer: CustomerRow | null,
      password: string,
      clientId: string,
      userAgent: string | null = null,
    ): Promise<TokenResponse> {
      const valid = await verifyPassword(customer?.passwordHash, password);
      if (!customer || !valid) throw authErrors.invalidCredentials();
      return this.startSession(customer, clientId, userAgent);
    },

    /** A new session (token family) for a customer whose credentials a grant has checked. */
    async startSession(customer: CustomerRow, clientId: string, userAgent: string | null): Promise<TokenResponse> {
      if (customer.status !== 'active') throw authErrors.accountBlocked();
      const familyExpiresAt = new Date(Date.now() + settings.sessionMaxAgeSeconds * 1000);
      const familyId = await createFamily(db, {
        customerId: customer.id,
        clientId,
        expiresAt: familyExpiresAt,
        userAgent,
      });
      return (await issue(db, customer.id, familyId, clientId, familyExpiresAt)).tokens;
    },

    /**
     * A new session for the account a grant of another module checked (decision 0013): a deleted account signs in
     * to nothing, a blocked one is refused as such.
     */
    async startSessionOf(customerId: number, clientId: string, userAgent: string | null): Promise<TokenResponse> {
      const customer = await customers.find(db, customerId);
      if (!customer || customer.status === 'deleted') throw authErrors.invalidCredentials();
      return this.startSession(customer, clientId, userAgent);
    },

    /**
     * Rotates a refresh token. Spending the old token, storing the new one and noting the pair
     * for parallel callers (`answerSpentToken`) is one transaction: a database that fails in
     * between leaves the old token unspent, so the client's retry works instead of looking like
     * a replay.
     */
    async refreshGrant(refreshToken: string, clientId: string): Promise<TokenResponse> {
      const tokenHash = sha256(refreshToken);
      const outcome = await db.transaction(async (tx): Promise<TokenResponse | 'spent' | 'inactive'> => {
        const claimed = await claimRefreshToken(tx, tokenHash, clientId);
        if (!claimed) return 'spent';
        const customer = await customers.find(tx, claimed.customerId, 'active');
        if (!customer) {
          await revokeFamily(tx, claimed.familyId, 'admin');
          return 'inactive';
        }
        const { tokens, refreshTokenId } = await issue(
          tx,
          customer.id,
          claimed.familyId,
          clientId,
          claimed.familyExpiresAt,
        );
        const { access_token: accessToken, refresh_token: successor } = tokens;
        const sealed = sealSuccessor(refreshToken, settings.secret, {
          access_token: accessToken,
          refresh_token: successor,
        });
        await recordSuccessor(tx, claimed.tokenId, refreshTokenId, sealed);
        await touchFamily(tx, claimed.familyId);
        return tokens;
      });
      if (outcome === 'spent') return answerSpentToken(refreshToken, tokenHash, clientId);
      if (outcome === 'inactive') throw authErrors.invalidRefreshToken();
      return outcome;
    },

    /** Resolves a bearer token to its customer; a bad, expired or revoked token is a 401. */
    async authenticate(accessToken: string): Promise<Authenticated> {
      const claims = verifyAccessToken(accessToken, settings.secret);
      const customerId = claims ? Number(claims.sub) : Number.NaN;
      if (!claims || !Number.isSafeInteger(customerId)) throw commonErrors.unauthenticated();
      const customer = await findCustomerOfLiveFamily(db, claims.fam, customerId);
      if (!customer) throw commonErrors.unauthenticated();
      return { customer, claims, accountKey: String(customer.id) };
    },

    /** Ends the session: the access token and every refresh token of its family stop working at once. */
    async signOut(familyId: string): Promise<void> {
      await revokeFamily(db, familyId, 'sign_out');
    },

    /**
     * RFC 7009 revocation by the client the token was issued to: an access token or a refresh
     * token (used or not) ends its whole session. Anything else (unknown, expired, another
     * client's) changes nothing and is not reported, so the answer reveals nothing.
     */
    async revoke(token: string, clientId: string): Promise<void> {
      const claims = verifyAccessToken(token, settings.secret);
      let familyId: string | null = null;
      if (claims) {
        if (claims.cid === clientId) familyId = claims.fam;
      } else {
        familyId = await findFamilyOfRefreshToken(db, sha256(token), clientId);
      }
      if (familyId) await revokeFamily(db, familyId, 'revocation');
    },

    /** The customer's live sessions, the latest used first (the sessions list of the settings page). */
    listLive: liveSessionsOf,
    /** Ends one session of the customer's own; false when it is not theirs, or already ended. */
    end: endSessionOf,
    /** Ends every session of the customer (but `keep`, the one asking, when given), in the caller's transaction. */
    endAll: endSessionsOf,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Checks a password a customer typed against the stored argon2id hash (same work when there is none); hashes new ones. */
export interface Passwords {
  verify(storedHash: string | null | undefined, password: string): Promise<boolean>;
  hash(password: string): Promise<string>;
}

export function createPasswords(): Passwords {
  return { verify: verifyPassword, hash: hashPassword };
}

/** The OAuth clients that may ask for tokens (confidential: each with a secret, kept only as its hash). */
export interface OAuthClients {
  /** Registers the client, or renames it and takes its new secret: the web app's, on every start. */
  register(db: Db, client: { id: string; name: string; secret: string }): Promise<void>;
}

export function createOAuthClients(): OAuthClients {
  return {
    register: (db, { id, name, secret }) => upsertClient(db, { id, name, secretHash: sha256(secret) }),
  };
}

declare module '../../http/module.ts' {
  interface Services {
    /** Sessions and tokens: the signed-in scope's check of access tokens, sign-out, revocation. */
    sessions: AuthService;
    passwords: Passwords;
  }
}
