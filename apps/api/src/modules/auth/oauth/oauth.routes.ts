import { isGrantType, revokeEndpoint, tokenEndpoint } from '@yolla/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteTable } from '../../../http/routes.ts';
import type { AuthContext } from '../auth.context.ts';
import { userAgentOf } from '../auth.service.ts';
import { authenticateClient } from './oauth.client-auth.ts';
import { oauthErrorHandler, oauthErrors } from './oauth.errors.ts';
import { runGrant, tokenLimitOf } from './oauth.grants.ts';

/** RFC 6749 §5.1: no answer of an endpoint that hands out or takes tokens may be cached, errors included. */
async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
  return payload;
}

/** The OAuth 2 token endpoint (RFC 6749) and token revocation (RFC 7009), with their own error answers. */
export function oauthRoutes(table: RouteTable, auth: AuthContext, issuer: string): void {
  const protocol = { errorHandler: oauthErrorHandler(issuer), onSend: noStore };
  const sessions = {
    start: (customerId: number, caller: { clientId: string; userAgent: string | null }) =>
      auth.authService.startSessionOf(customerId, caller.clientId, caller.userAgent),
  };

  table.add(
    tokenEndpoint,
    async ({ body, request }) => {
      const { clientId } = await authenticateClient(auth, request, body);
      if (body.scope) throw oauthErrors.invalidScope();
      const caller = { clientId, ip: request.ip, userAgent: userAgentOf(request.headers['user-agent']) };
      return runGrant(auth.contributions, sessions, body, caller);
    },
    {
      ...protocol,
      // One endpoint, two limits of the table: refreshes count apart from sign-in attempts (before validation).
      preValidation: async (request) => {
        const grantType = (request.body as { grant_type?: unknown } | null | undefined)?.grant_type;
        await auth.limiter.consume(tokenLimitOf(grantType), 'address', request.ip, 'auth.too_many_attempts');
        if (typeof grantType === 'string' && grantType !== '' && !isGrantType(grantType)) {
          throw oauthErrors.unsupportedGrantType();
        }
      },
    },
  );

  table.add(
    revokeEndpoint,
    async ({ body, request }) => {
      const { clientId } = await authenticateClient(auth, request, body);
      await auth.authService.revoke(body.token, clientId);
      return {};
    },
    protocol,
  );
}
