import type { Config } from '../../../config.ts';
import type { Limit } from '../../../plugins/rate-limit.ts';
import {
  DIGITAL_IDENTITY_GRANT,
  PASSKEY_GRANT,
  SMS_CODE_GRANT,
  type TokenRequest,
  type TokenResponse,
} from '@yolla/contract';
import type { AuthContext, GrantCaller } from '../auth.context.ts';
import { passkeySignIn } from './passkey-sign-in.ts';
import { passwordSignIn } from './password-sign-in.ts';
import { smsCodeSignIn } from './sms-code-sign-in.ts';
import { digitalIdentitySignIn } from './digital-identity-sign-in.ts';

type Limits = Config['rateLimits'];

/**
 * The per-address limit a token request counts against, chosen before the body is validated:
 * refreshes have their own, every other grant (and any unknown one) counts as a sign-in attempt.
 */
export function ipLimitOf(grantType: unknown, limits: Limits): { prefix: string; limit: Limit } {
  return grantType === 'refresh_token'
    ? { prefix: 'refresh:ip', limit: limits.refreshIp }
    : { prefix: 'login:ip', limit: limits.loginIp };
}

/**
 * Runs a validated grant for an authenticated client. A grant only issues tokens or throws its
 * own house error (`authErrors`); the endpoint turns errors into OAuth answers. A new grant is a
 * new case here and a new schema in the contract's `tokenRequestSchema` (decision 0013).
 */
export async function runGrant(auth: AuthContext, input: TokenRequest, caller: GrantCaller): Promise<TokenResponse> {
  switch (input.grant_type) {
    case 'password':
      return passwordSignIn(auth, input, caller);
    case 'refresh_token':
      return auth.authService.refreshGrant(input.refresh_token, caller.clientId);
    case SMS_CODE_GRANT:
      return smsCodeSignIn(auth, input, caller);
    case DIGITAL_IDENTITY_GRANT:
      return digitalIdentitySignIn(auth, input, caller);
    case PASSKEY_GRANT:
      return passkeySignIn(auth, input, caller);
    default: {
      const unknown: never = input;
      return unknown;
    }
  }
}
