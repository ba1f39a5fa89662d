import { signOutEndpoint } from '@yolla/contract';
import type { ApiModule, ModuleDeps } from '../../http/module.ts';
import { oauthMetadataRoute } from './oauth/oauth.metadata.ts';
import { oauthRoutes } from './oauth/oauth.routes.ts';
import { createAuthService } from './auth.usecases.ts';

/** How the signed-in scope checks a bearer access token: its signature, expiry and session (one query). */
export function sessionAuthenticator({ db, config }: Pick<ModuleDeps, 'db' | 'config'>) {
  const authService = createAuthService(db, config.tokens);
  return (accessToken: string) => authService.authenticate(accessToken);
}

/**
 * Sign-in and sessions: the OAuth token endpoint (every grant), revocation, the authorization-server metadata,
 * and sign-out (`DELETE /me`). The signed-in scope checks access tokens with `sessionAuthenticator`.
 */
export const authModule: ApiModule = {
  name: 'auth',
  routes(table, { db, config, limiter, clock, codes, codeSignIn, identitySignIn, passkeySignIn }) {
    const authService = createAuthService(db, config.tokens);
    const auth = {
      authService,
      rateLimiter: limiter,
      limits: config.rateLimits,
      db,
      clock,
      codes,
      codeSignIn,
      identitySignIn,
      passkeySignIn,
    };
    oauthRoutes(table, auth, config.issuer);
    oauthMetadataRoute(table, config.issuer, config.segment);
    table.add(signOutEndpoint, async ({ session, request }) => {
      await authService.signOut(session.claims.fam);
      return { message: request.t('api.signed_out') };
    });
  },
};
