import { profileEndpoint, tokenEndpoint, type Profile, type TokenResponse, type UserSummary } from '@yolla/contract';
import type { Country } from '@yolla/contract/countries';
import { isNearExpiry } from './access-token.ts';
import { ApiRequestError, type ApiClient } from './api.server.ts';
import type { CookieNames, OutgoingCookies } from './cookies.server.ts';
import type { Logger } from './logger.server.ts';

/** The spec's session: an auth flag plus the user summary. */
export interface Session {
  auth: boolean;
  user: UserSummary | null;
  /**
   * The signed-in customer's own country (their account's: its currency, time zone and address rules), which the
   * current-user call gives in its version 2; not the site's country switch (`RequestState.country`). Null for guests.
   */
  customerCountry: Country | null;
  /** "{token_type} {token}", sent as Authorization; null for guests. */
  authorization: string | null;
  /**
   * Set when the customer has a session but the API could not say whose (timeout, 5xx, unreachable): the cookies
   * are kept, pages that need the customer answer 503, public pages render as for a guest.
   */
  unavailable?: true;
}

export const GUEST: Session = { auth: false, user: null, customerCountry: null, authorization: null };

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

/** An answer that ends the session: the API said the token is not (or no longer) valid. Nothing else does. */
function endsSession(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.status === 401 || (error.status === 400 && error.code === 'auth.invalid_refresh_token');
}

const UNAVAILABLE: Session = { ...GUEST, unavailable: true };

/**
 * What the log says of a failed session call: the API's status and code, or what kept it from answering (the
 * error's name and system code, such as ApiTimeoutError or ECONNREFUSED); never a message, which may repeat input.
 */
function failure(error: unknown): { status?: number; code?: string; reason?: string } {
  const reasonOf = (value: unknown): string | undefined => {
    if (!(value instanceof Error)) return value === undefined ? undefined : typeof value;
    const system = (value as NodeJS.ErrnoException).code;
    return system ? `${value.name} ${system}` : value.name;
  };
  if (!(error instanceof ApiRequestError)) return { reason: reasonOf(error) };
  const reason = reasonOf(error.cause);
  return { status: error.status, code: error.code, ...(reason ? { reason } : {}) };
}

/**
 * The spec's user summary out of version 2 of the current-user call, which adds the contact details and the country
 * in the same answer (the same row, no extra query): pages get the summary, never the contact details, and the
 * customer's country comes without a call of its own.
 */
function summaryOf(profile: Profile): UserSummary {
  const { code, name, completed_profile, completed_address, picture } = profile;
  return { code, name, completed_profile, completed_address, picture };
}

/**
 * Works out who is asking, as the spec's session rules say: with an access token, fetch /me (version 2: the summary
 * and the customer's country); refresh first when the token is missing or about to lapse and a refresh token
 * exists. Only the API's word that the session has ended (a 401, or a refused refresh token) clears the cookies; a
 * timeout, a 5xx or an unreachable API keeps them and reports the session as unavailable, so a short outage never
 * signs anyone out.
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
        deps.apiFor(null).call(
          tokenEndpoint,
          {
            body: {
              grant_type: 'refresh_token',
              refresh_token: refreshToken,
              client_id: deps.client.id,
              client_secret: deps.client.secret,
            },
          },
          { toast: false },
        ),
      );
      storeTokens(out, names, tokens, deps.refreshMaxAge);
      authorization = `${tokens.token_type} ${tokens.access_token}`;
    } catch (error) {
      logger.info(failure(error), 'Refreshing the session failed');
      if (!endsSession(error)) {
        // The API could not answer: keep the cookies; with an access token left, /me may still work.
        if (!authorization) return UNAVAILABLE;
      } else if (!authorization) {
        clearTokens(out, names);
        return GUEST;
      }
    }
  }

  if (!authorization) return GUEST;
  try {
    const me = await deps.apiFor(authorization).call(profileEndpoint, {}, { toast: false });
    return { auth: true, user: summaryOf(me.data), customerCountry: me.data.country, authorization };
  } catch (error) {
    // A session that has ended is the usual case (info); an API that could not say whose it is, a warning.
    if (!endsSession(error)) {
      logger.warn(failure(error), 'Fetching user failed');
      return UNAVAILABLE;
    }
    logger.info(failure(error), 'Fetching user failed');
    clearTokens(out, names);
    return GUEST;
  }
}
