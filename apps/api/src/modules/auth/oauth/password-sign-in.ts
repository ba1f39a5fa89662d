import type { PasswordGrant, TokenResponse } from '@yolla/contract';
import { ApiError } from '../../../lib/api-error.ts';
import type { AuthContext, GrantCaller } from '../auth.context.ts';
import { sha256 } from '../auth.tokens.ts';

const TOO_MANY = 'auth.too_many_attempts';

/**
 * The password grant behind its failure delays (decision 0014). Failures count against the
 * account, whichever of its identifiers was typed (an identifier without an account counts on its
 * own, with the same answers and waits), and against the client's address. Past the free
 * failures each further attempt must wait a growing delay: 429 with Retry-After, never a hard lock,
 * and the right password after the wait signs in and clears the account's failures. A success
 * from an address is not a failure there; a wait, a blocked account or an outage counts nothing.
 */
export async function passwordSignIn(
  { authService, rateLimiter, limits }: AuthContext,
  input: Pick<PasswordGrant, 'username' | 'password'>,
  { clientId, ip, userAgent }: GrantCaller,
): Promise<TokenResponse> {
  const customer = await authService.findAccount(input.username);
  const addressKey = `login:failures:ip:${ip}`;
  const accountKey = customer
    ? `login:failures:account:${customer.id}`
    : `login:failures:identifier:${sha256(input.username)}`;

  await rateLimiter.attempt(addressKey, limits.loginIpFailures, TOO_MANY);
  try {
    await rateLimiter.attempt(accountKey, limits.loginAccount, TOO_MANY);
  } catch (error) {
    await rateLimiter.release(addressKey);
    throw error;
  }
  try {
    const tokens = await authService.passwordGrant(customer, input.password, clientId, userAgent);
    await Promise.all([rateLimiter.reset(accountKey), rateLimiter.release(addressKey)]);
    return tokens;
  } catch (error) {
    const wrongPassword = error instanceof ApiError && error.code === 'auth.invalid_credentials';
    if (!wrongPassword) await Promise.all([rateLimiter.release(accountKey), rateLimiter.release(addressKey)]);
    throw error;
  }
}
