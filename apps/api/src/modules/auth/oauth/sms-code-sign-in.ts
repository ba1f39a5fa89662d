import type { SmsCodeGrant, TokenResponse } from '@yolla/contract';
import { ApiError } from '../../../lib/api-error.ts';
import { authErrors } from '../auth.errors.ts';
import type { AuthContext, GrantCaller } from '../auth.context.ts';
import { sha256 } from '../auth.tokens.ts';

const TOO_MANY = 'auth.too_many_attempts';
const WRONG_CODE = new Set(['codes.invalid_code', 'codes.expired']);

/**
 * The SMS-code grant (decision 0024): redeems the latest code sent to the phone for a purpose that signs in
 * (registration, so far), lets that purpose name the account (registration creates it), and starts a session.
 * Besides each code's own five tries, wrong codes count against the phone and the address under the password
 * grant's growing delays (decision 0014).
 */
export async function smsCodeSignIn(
  { authService, rateLimiter, limits, db, clock, codes, codeSignIn }: AuthContext,
  input: Pick<SmsCodeGrant, 'username' | 'code'>,
  { clientId, ip, userAgent }: GrantCaller,
): Promise<TokenResponse> {
  const addressKey = `login:failures:ip:${ip}`;
  const phoneKey = `sms:failures:phone:${sha256(input.username)}`;
  await rateLimiter.attempt(addressKey, limits.loginIpFailures, TOO_MANY);
  try {
    await rateLimiter.attempt(phoneKey, limits.loginAccount, TOO_MANY);
  } catch (error) {
    await rateLimiter.release(addressKey);
    throw error;
  }
  try {
    const redeemed = await codes.redeem({ destination: input.username, purposes: codeSignIn.purposes() }, input.code);
    const customer = await codeSignIn.customerFor(redeemed.purpose, db, redeemed.destination, clock.now());
    if (!customer) throw authErrors.invalidCode();
    const tokens = await authService.startSession(customer, clientId, userAgent);
    await Promise.all([rateLimiter.reset(phoneKey), rateLimiter.release(addressKey)]);
    return tokens;
  } catch (error) {
    const wrongCode = error instanceof ApiError && WRONG_CODE.has(error.code);
    if (!wrongCode) await Promise.all([rateLimiter.release(phoneKey), rateLimiter.release(addressKey)]);
    throw error;
  }
}
