import type { GrantType, TokenRequest, TokenResponse } from '@yolla/contract';
import { ApiError } from './api-error.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** Who asks for tokens: the client, its address (limits) and its browser (the sessions list). */
export interface GrantCaller {
  clientId: string;
  ip: string;
  userAgent: string | null;
}

/** What a grant may do once its credential is checked: start a session of the account it signs in. */
export interface SignInSessions {
  /** Starts a session of an active account for the caller's client and answers its tokens. */
  start(customerId: number, caller: GrantCaller): Promise<TokenResponse>;
}

/**
 * One way to sign in at the token endpoint (an RFC 6749 grant), contributed by the module that owns its credential:
 * password and refresh (auth), SMS code (codes), digital identity (identity), passkey (passkeys). It checks the
 * validated request and answers tokens — usually through `sessions.start` — or throws a house error, which the
 * token endpoint turns into RFC 6749's answer (decision 0013).
 */
export interface SignInGrant<T extends GrantType = GrantType> {
  grantType: T;
  signIn(
    input: Extract<TokenRequest, { grant_type: T }>,
    caller: GrantCaller,
    sessions: SignInSessions,
  ): Promise<TokenResponse>;
}

/** A grant of any type, as modules contribute them. */
export type AnySignInGrant = { [T in GrantType]: SignInGrant<T> }[GrantType];

/**
 * A purpose of one-time codes whose redemption signs someone in through the SMS-code grant (decision 0024):
 * registration creates the account; the phone step of a digital-identity sign-up finishes one. `accountFor` runs after
 * the code was redeemed and answers the account to sign in, or null when there is none (the grant then fails like a
 * wrong code).
 */
export interface CodeSignInPurpose {
  purpose: string;
  accountFor(phone: string, now: Date): Promise<{ id: number } | null>;
}

/**
 * A sign-in attempt under the growing delays of failed sign-ins (decision 0014), counted against the address and,
 * once known, an account key: a failure (as `isFailure` says) stays counted; anything else — a success, a wait, an
 * outage — is taken back, and a success also clears the account's failures.
 */
export async function guardedSignIn<T>(
  limiter: RateLimiter,
  attempt: {
    ip: string;
    /** The account's key in the counters, or a function that finds it (it may fail like a wrong credential). */
    account?: string | (() => Promise<string>);
    isFailure: (error: unknown) => boolean;
  },
  run: () => Promise<T>,
): Promise<T> {
  const TOO_MANY = 'auth.too_many_attempts';
  const counted: string[] = [];
  await limiter.attempt('loginFailures', 'address', attempt.ip, TOO_MANY);
  try {
    if (attempt.account !== undefined) {
      const account = typeof attempt.account === 'string' ? attempt.account : await attempt.account();
      await limiter.attempt('loginFailures', 'account', account, TOO_MANY);
      counted.push(account);
    }
    const result = await run();
    await Promise.all([
      limiter.release('loginFailures', 'address', attempt.ip),
      ...counted.map((account) => limiter.reset('loginFailures', 'account', account)),
    ]);
    return result;
  } catch (error) {
    if (!attempt.isFailure(error)) {
      await Promise.all([
        limiter.release('loginFailures', 'address', attempt.ip),
        ...counted.map((account) => limiter.release('loginFailures', 'account', account)),
      ]);
    }
    throw error;
  }
}

/** Codes that mean "the credential was wrong", the failures the delays count. */
export const failureOf =
  (...codes: string[]) =>
  (error: unknown): boolean =>
    error instanceof ApiError && codes.includes(error.code);
