import { authenticationResponseSchema, PASSKEY_GRANT } from '@yolla/contract';
import { ApiError } from '../../lib/api-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { failureOf, guardedSignIn, type SignInGrant } from '../../lib/sign-in.ts';
import type { PasskeyVerifier } from './passkeys.usecases.ts';

/** The assertion parameter, a JSON string: anything unreadable answers like a wrong signature. */
function readAssertion(text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  const parsed = authenticationResponseSchema.safeParse(value);
  if (!parsed.success) throw new ApiError('passkeys.invalid');
  return parsed.data;
}

/**
 * The passkey grant (decision 0013): spends a sign-in challenge of `POST /passkeys/authentication-options` and checks
 * the WebAuthn assertion against the stored credential. A credential nobody has answers like a wrong signature.
 * Failures count against the address and the credential's account under the password grant's growing delays
 * (decision 0014); a success clears the account's.
 */
export function passkeyGrant(verifier: PasskeyVerifier, limiter: RateLimiter): SignInGrant<typeof PASSKEY_GRANT> {
  return {
    grantType: PASSKEY_GRANT,
    signIn(input, caller, sessions) {
      let assertion: ReturnType<typeof readAssertion> | null = null;
      const account = async () => {
        assertion = readAssertion(input.assertion);
        return `passkey:${await verifier.accountKeyOf(assertion)}`;
      };
      const isFailure = failureOf('passkeys.invalid', 'passkeys.challenge_expired');
      return guardedSignIn(limiter, { ip: caller.ip, account, isFailure }, async () => {
        if (!assertion) throw new ApiError('passkeys.invalid');
        const customerId = await verifier.verify(input.challenge_id, assertion);
        return sessions.start(customerId, caller);
      });
    },
  };
}
