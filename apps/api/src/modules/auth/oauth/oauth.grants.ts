import type { TokenRequest, TokenResponse } from '@yolla/contract';
import type { Contributions } from '../../../http/contributions.ts';
import type { GrantCaller, SignInGrant, SignInSessions } from '../../../lib/sign-in.ts';
import { oauthErrors } from './oauth.errors.ts';

/**
 * The limit a token request counts against, chosen before the body is validated: refreshes have their own, every
 * other grant (and any unknown one) counts as a sign-in attempt.
 */
export function tokenLimitOf(grantType: unknown): 'refresh' | 'login' {
  return grantType === 'refresh_token' ? 'refresh' : 'login';
}

/**
 * Runs a validated token request through the grant a module contributed for its type (decision 0013). A type no
 * module offers is `unsupported_grant_type`. A grant only issues tokens or throws a house error; the endpoint turns
 * errors into OAuth answers.
 */
export function runGrant(
  contributions: Contributions,
  sessions: SignInSessions,
  input: TokenRequest,
  caller: GrantCaller,
): Promise<TokenResponse> {
  const grant = contributions.grant(input.grant_type) as SignInGrant<TokenRequest['grant_type']> | null;
  if (!grant) throw oauthErrors.unsupportedGrantType();
  return grant.signIn(input as never, caller, sessions);
}
