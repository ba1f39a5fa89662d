import type { PasswordGrant, RefreshGrant, TokenResponse } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import { commonErrors } from '../../lib/api-error.ts';
import type { CustomerRow } from '../customers/customers.table.ts';
import { authErrors } from './auth.errors.ts';
import { verifyPassword } from './auth.passwords.ts';
import {
  claimRefreshToken,
  createFamily,
  findActiveCustomer,
  findClient,
  findCustomerByUsername,
  findCustomerOfLiveFamily,
  findFamilyOfUsedToken,
  insertRefreshToken,
  revokeFamily,
} from './auth.repository.ts';
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
}

export interface Authenticated {
  customer: CustomerRow;
  claims: AccessClaims;
}

export function createAuthService(db: Db, settings: TokenSettings) {
  async function assertClient(clientId: string, clientSecret: string): Promise<void> {
    const client = await findClient(db, clientId);
    if (!client || !secretMatches(clientSecret, client.secretHash)) throw authErrors.invalidClient();
  }

  async function issue(
    customerId: number,
    familyId: string,
    clientId: string,
    familyExpiresAt: Date,
  ): Promise<TokenResponse> {
    const refreshToken = newRefreshToken();
    const refreshExpiry = Math.min(Date.now() + settings.refreshTtlSeconds * 1000, familyExpiresAt.getTime());
    await insertRefreshToken(db, { familyId, tokenHash: sha256(refreshToken), expiresAt: new Date(refreshExpiry) });
    const { token } = signAccessToken(
      { sub: String(customerId), fam: familyId, cid: clientId },
      settings.secret,
      settings.accessTtlSeconds,
    );
    return {
      token_type: 'Bearer',
      access_token: token,
      refresh_token: refreshToken,
      expires_in: settings.accessTtlSeconds,
    };
  }

  return {
    /** Resource-owner password grant: phone or e-mail plus password. */
    async passwordGrant(input: PasswordGrant): Promise<TokenResponse> {
      await assertClient(input.client_id, input.client_secret);
      const customer = await findCustomerByUsername(db, input.username);
      const valid = await verifyPassword(customer?.passwordHash, input.password);
      if (!customer || !valid) throw authErrors.invalidCredentials();
      if (customer.status !== 'active') throw authErrors.accountBlocked();
      const familyExpiresAt = new Date(Date.now() + settings.sessionMaxAgeSeconds * 1000);
      const familyId = await createFamily(db, {
        customerId: customer.id,
        clientId: input.client_id,
        expiresAt: familyExpiresAt,
      });
      return issue(customer.id, familyId, input.client_id, familyExpiresAt);
    },

    /** Rotates a refresh token. Presenting an already used one revokes its whole family. */
    async refreshGrant(input: RefreshGrant): Promise<TokenResponse> {
      await assertClient(input.client_id, input.client_secret);
      const tokenHash = sha256(input.refresh_token);
      const claimed = await claimRefreshToken(db, tokenHash, input.client_id);
      if (!claimed) {
        const reusedFamily = await findFamilyOfUsedToken(db, tokenHash);
        if (reusedFamily) await revokeFamily(db, reusedFamily, 'reuse_detected');
        throw authErrors.invalidRefreshToken();
      }
      const customer = await findActiveCustomer(db, claimed.customerId);
      if (!customer) {
        await revokeFamily(db, claimed.familyId, 'admin');
        throw authErrors.invalidRefreshToken();
      }
      return issue(customer.id, claimed.familyId, input.client_id, claimed.familyExpiresAt);
    },

    /** Resolves a bearer token to its customer; a bad, expired or revoked token is a 401. */
    async authenticate(accessToken: string): Promise<Authenticated> {
      const claims = verifyAccessToken(accessToken, settings.secret);
      const customerId = claims ? Number(claims.sub) : Number.NaN;
      if (!claims || !Number.isSafeInteger(customerId)) throw commonErrors.unauthenticated();
      const customer = await findCustomerOfLiveFamily(db, claims.fam, customerId);
      if (!customer) throw commonErrors.unauthenticated();
      return { customer, claims };
    },

    /** Ends the session: the access token and every refresh token of its family stop working at once. */
    async signOut(familyId: string): Promise<void> {
      await revokeFamily(db, familyId, 'sign_out');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
