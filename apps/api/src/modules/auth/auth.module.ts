import { signOutEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import type { SignInGrant } from '../../lib/sign-in.ts';
import { createAuthService, createPasswords, type Authenticated } from './auth.service.ts';
import { oauthMetadataRoute } from './oauth/oauth.metadata.ts';
import { passwordGrant } from './oauth/oauth.password-grant.ts';
import { oauthRoutes } from './oauth/oauth.routes.ts';

declare module '../../http/routes.ts' {
  interface Session {
    customer: Authenticated['customer'];
    claims: Authenticated['claims'];
  }
}

/**
 * Sign-in and sessions: the OAuth token endpoint (running every module's grant), revocation, the
 * authorization-server metadata, and sign-out (`DELETE /me`). It provides the sessions (the signed-in scope checks
 * access tokens with them) and passwords, and contributes the password and refresh-token grants.
 */
export const authModule = defineModule({
  name: 'auth',
  config: ['tokens', 'issuer', 'segment'],
  provides: {
    sessions: ({ db, config, services }) => createAuthService(db, config.tokens, services.customers),
    passwords: createPasswords,
  },
  setup({ config, limiter, services, contributions }) {
    const authService = services.sessions;
    const refresh: SignInGrant<'refresh_token'> = {
      grantType: 'refresh_token',
      signIn: (input, caller) => authService.refreshGrant(input.refresh_token, caller.clientId),
    };
    return {
      contributes: { grants: [passwordGrant(authService, limiter), refresh] },
      routes(table) {
        oauthRoutes(table, { authService, limiter, contributions }, config.issuer);
        oauthMetadataRoute(table, config.issuer, config.segment);
        table.add(signOutEndpoint, async ({ session, request }) => {
          await authService.signOut(session.claims.fam);
          return { message: request.t('api.signed_out') };
        });
      },
    };
  },
});
