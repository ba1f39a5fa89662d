import {
  apiErrorSchema,
  isGrantType,
  revocationRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@yolla/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Config } from '../../../config.ts';
import { authenticateClient } from './oauth.client-auth.ts';
import { oauthErrorHandler, oauthErrors } from './oauth.errors.ts';
import { ipLimitOf, runGrant } from './oauth.grants.ts';

/** RFC 6749 §5.1: no answer of an endpoint that hands out or takes tokens may be cached, errors included. */
async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
  return payload;
}

const errorResponses = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

const clientAuthentication =
  'The client authenticates with HTTP Basic (client_secret_basic, id and secret form-encoded) or with ' +
  'client_id and client_secret in the body (client_secret_post), never both. ' +
  'Errors carry RFC 6749 `error` and `error_description` beside `message` and `code`; ' +
  '`invalid_client` is a 401, with a Basic challenge when Basic was tried.';

/** The OAuth 2 token endpoint (RFC 6749) and token revocation (RFC 7009), under /api/v1/{segment}. */
export async function oauthRoutes(app: FastifyInstance, options: { limits: Config['rateLimits']; issuer: string }) {
  const { limits } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const protocol = { errorHandler: oauthErrorHandler(options.issuer), onSend: noStore };

  api.post(
    '/oauth/token',
    {
      ...protocol,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a password, or rotate a refresh token',
        description:
          'grant_type=password takes username (phone in E.164 or e-mail) and password; grant_type=refresh_token rotates ' +
          'the refresh token, and replaying a used one revokes its whole session. Form-encoded or JSON bodies; ' +
          `unknown parameters are ignored; no scopes are defined. ${clientAuthentication}`,
        security: [{ clientBasic: [] }, {}],
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses },
      },
      preValidation: async (request) => {
        const grantType = (request.body as { grant_type?: unknown } | null | undefined)?.grant_type;
        const { prefix, limit } = ipLimitOf(grantType, limits);
        await app.rateLimiter.consume(`${prefix}:${request.ip}`, limit, 'auth.too_many_attempts');
        if (typeof grantType === 'string' && grantType !== '' && !isGrantType(grantType)) {
          throw oauthErrors.unsupportedGrantType();
        }
      },
    },
    async (request) => {
      const { body } = request;
      const { clientId } = await authenticateClient(app, request, body);
      if (body.scope) throw oauthErrors.invalidScope();
      return runGrant(app, limits, body, clientId, request.ip);
    },
  );

  api.post(
    '/oauth/revoke',
    {
      ...protocol,
      schema: {
        tags: ['auth'],
        summary: 'Revoke a refresh or access token, and with it its whole session',
        description:
          'RFC 7009. Answers 200 whether or not the token was known, valid or issued to this client; ' +
          `token_type_hint is accepted and not needed. ${clientAuthentication}`,
        security: [{ clientBasic: [] }, {}],
        body: revocationRequestSchema,
        response: { 200: z.object({}), ...errorResponses },
      },
      preValidation: async (request) => {
        await app.rateLimiter.consume(`revoke:ip:${request.ip}`, limits.revokeIp);
      },
    },
    async (request) => {
      const { clientId } = await authenticateClient(app, request, request.body);
      await app.authService.revoke(request.body.token, clientId);
      return {};
    },
  );
}
