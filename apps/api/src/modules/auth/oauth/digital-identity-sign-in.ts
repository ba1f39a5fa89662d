import type { DigitalIdentityGrant, TokenResponse } from '@yolla/contract';
import type { AuthContext, GrantCaller } from '../auth.context.ts';

/**
 * The digital-identity grant (decision 0027): the identity module redeems the provider's code and answers the
 * account it signs in to, or refuses (`identity.failed`, or `identity.phone_required` for a first-time identity);
 * then a session starts. Each attempt counts against the address under the sign-in delays (decision 0014).
 */
export async function digitalIdentitySignIn(
  { authService, rateLimiter, limits, identitySignIn }: AuthContext,
  input: DigitalIdentityGrant,
  { clientId, ip, userAgent }: GrantCaller,
): Promise<TokenResponse> {
  const addressKey = `login:failures:ip:${ip}`;
  await rateLimiter.attempt(addressKey, limits.loginIpFailures, 'auth.too_many_attempts');
  const customer = await identitySignIn.customerFor(input);
  const tokens = await authService.startSession(customer, clientId, userAgent);
  await rateLimiter.release(addressKey);
  return tokens;
}
