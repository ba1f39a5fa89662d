import { meResponseSchema, tokenResponseSchema, type TokenResponse, type UserSummary } from '@yolla/contract';
import { isNearExpiry } from './access-token.ts';
import { ApiRequestError, type ApiClient } from './api.server.ts';
import type { CookieNames, OutgoingCookies } from './cookies.server.ts';
import type { Logger } from './logger.server.ts';

/** The spec's session: an auth flag plus the user summary. */
export interface Session {
  auth: boolean;
  user: UserSummary | null;
  /** "{token_type} {token}", sent as Authorization; null for guests. */
  authorization: string | null;
}

export const GUEST: Session = { auth: false, user: null, authorization: null };

export interface SessionDeps {
  cookies: Record<string, string | undefined>;
  names: CookieNames;
  out: OutgoingCookies;
  logger: Logger;
  refreshMaxAge: number;
  /** An API client that sends the given Authorization header. */
  apiFor: (authorization: string | null) => ApiClient;
  client: { id: string; secret: string };
}

export function storeTokens(out: OutgoingCookies, names: CookieNames, tokens: TokenResponse, refreshMaxAge: number) {
  out.set(names.access, `${tokens.token_type} ${tokens.access_token}`, { maxAge: tokens.expires_in });
  out.set(names.refresh, tokens.refresh_token, { maxAge: refreshMaxAge });
}

export function clearTokens(out: OutgoingCookies, names: CookieNames) {
  out.delete(names.access);
  out.delete(names.refresh);
}

const REUSE_WINDOW_MS = 30_000;
const refreshes = new Map<string, { promise: Promise<TokenResponse>; settledAt: number | null }>();

/**
 * Refreshes once per refresh token in this process: parallel requests of one browser (a
 * navigation and its prefetches) share the answer instead of replaying a spent token, which
 * the API would treat as theft.
 */
function refreshOnce(refreshToken: string, run: () => Promise<TokenResponse>): Promise<TokenResponse> {
  const now = Date.now();
  for (const [key, entry] of refreshes) {
    if (entry.settledAt !== null && now - entry.settledAt > REUSE_WINDOW_MS) refreshes.delete(key);
  }
  const existing = refreshes.get(refreshToken);
  if (existing) return existing.promise;
  const entry: { promise: Promise<TokenResponse>; settledAt: number | null } = { promise: run(), settledAt: null };
  entry.promise.then(
    () => (entry.settledAt = Date.now()),
    () => (entry.settledAt = Date.now()),
  );
  refreshes.set(refreshToken, entry);
  return entry.promise;
}

function tokenOf(authorization: string): string {
  return authorization.slice(authorization.indexOf(' ') + 1);
}

/**
 * Works out who is asking, as the spec's session rules say: with an access token, fetch /me;
 * refresh first when the token is missing or about to lapse and a refresh token exists;
 * any failure logs, clears both cookies and continues as a guest.
 */
export async function resolveSession(deps: SessionDeps): Promise<Session> {
  const { cookies, names, out, logger } = deps;
  let authorization = cookies[names.access] ?? null;
  const refreshToken = cookies[names.refresh] ?? null;

  if (!authorization && !refreshToken) {
    logger.debug('No tokens, continuing as guest');
    return GUEST;
  }

  if (refreshToken && (!authorization || isNearExpiry(tokenOf(authorization)))) {
    try {
      const tokens = await refreshOnce(refreshToken, () =>
        deps.apiFor(null).post(
          '/oauth/token',
          {
            grant_type: 'refresh_token',
            refresh_token: refreshToken,
            client_id: deps.client.id,
            client_secret: deps.client.secret,
          },
          { schema: tokenResponseSchema, toast: false },
        ),
      );
      storeTokens(out, names, tokens, deps.refreshMaxAge);
      authorization = `${tokens.token_type} ${tokens.access_token}`;
    } catch (error) {
      logger.info(
        { status: error instanceof ApiRequestError ? error.status : undefined },
        'Refreshing the session failed',
      );
      if (!authorization) {
        clearTokens(out, names);
        return GUEST;
      }
    }
  }

  if (!authorization) return GUEST;
  try {
    const me = await deps.apiFor(authorization).get('/me', { schema: meResponseSchema, toast: false });
    return { auth: true, user: me.data, authorization };
  } catch (error) {
    logger.warn({ status: error instanceof ApiRequestError ? error.status : undefined }, 'Fetching user failed');
    clearTokens(out, names);
    return GUEST;
  }
}
