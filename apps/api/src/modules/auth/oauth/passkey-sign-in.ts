import { authenticationResponseSchema, type PasskeyGrant, type TokenResponse } from '@yolla/contract';
import { ApiError } from '../../../lib/api-error.ts';
import type { AuthContext, GrantCaller } from '../auth.context.ts';
import { findActiveCustomer } from '../auth.repository.ts';

const TOO_MANY = 'auth.too_many_attempts';
const FAILED = new Set(['passkeys.invalid', 'passkeys.challenge_expired']);

/** The assertion parameter, a JSON string: anything unreadable answers like a wrong signature. */
function readAssertion(text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  const parsed = authenticationResponseSchema.safeParse(value);
  if (!parsed.success) throw new ApiError(400, 'passkeys.invalid');
  return parsed.data;
}

/**
 * The passkey grant (decision 0013): spends a sign-in challenge of `POST /passkeys/authentication-options` and checks
 * the WebAuthn assertion against the stored credential. A credential nobody has answers like a wrong signature.
 * Failures count against the address and the credential's account under the password grant's growing delays
 * (decision 0014); a success clears the account's.
 */
export async function passkeySignIn(
  { authService, rateLimiter, limits, db, passkeySignIn: passkeys }: AuthContext,
  input: Pick<PasskeyGrant, 'challenge_id' | 'assertion'>,
  { clientId, ip, userAgent }: GrantCaller,
): Promise<TokenResponse> {
  const addressKey = `login:failures:ip:${ip}`;
  const isFailure = (error: unknown) => error instanceof ApiError && FAILED.has(error.code);
  await rateLimiter.attempt(addressKey, limits.loginIpFailures, TOO_MANY);
  let assertion: ReturnType<typeof readAssertion>;
  let accountKey: string;
  try {
    assertion = readAssertion(input.assertion);
    accountKey = `passkey:failures:${await passkeys.accountKeyOf(assertion)}`;
    await rateLimiter.attempt(accountKey, limits.loginAccount, TOO_MANY);
  } catch (error) {
    if (!isFailure(error)) await rateLimiter.release(addressKey);
    throw error;
  }
  try {
    const customerId = await passkeys.verify(input.challenge_id, assertion);
    const customer = await findActiveCustomer(db, customerId);
    if (!customer) throw new ApiError(400, 'passkeys.invalid');
    const tokens = await authService.startSession(customer, clientId, userAgent);
    await Promise.all([rateLimiter.reset(accountKey), rateLimiter.release(addressKey)]);
    return tokens;
  } catch (error) {
    if (!isFailure(error)) await Promise.all([rateLimiter.release(accountKey), rateLimiter.release(addressKey)]);
    throw error;
  }
}
