import { failureOf, guardedSignIn, type SignInGrant } from '../../../lib/sign-in.ts';
import type { RateLimiter } from '../../../lib/rate-limiter.ts';
import type { AuthService } from '../auth.service.ts';
import { sha256 } from '../auth.tokens.ts';

/**
 * The password grant behind its failure delays (decision 0014). Failures count against the account, whichever of
 * its identifiers was typed (an identifier without an account counts on its own, with the same answers and waits),
 * and against the client's address. Past the free failures each further attempt must wait a growing delay: 429
 * with Retry-After, never a hard lock, and the right password after the wait signs in and clears the account's
 * failures. A success from an address is not a failure there; a wait, a blocked account or an outage counts nothing.
 */
export function passwordGrant(authService: AuthService, limiter: RateLimiter): SignInGrant<'password'> {
  return {
    grantType: 'password',
    async signIn(input, { clientId, ip, userAgent }) {
      const customer = await authService.findAccount(input.username);
      const account = customer ? `account:${customer.id}` : `identifier:${sha256(input.username)}`;
      return guardedSignIn(limiter, { ip, account, isFailure: failureOf('auth.invalid_credentials') }, () =>
        authService.passwordGrant(customer, input.password, clientId, userAgent),
      );
    },
  };
}
