import { apiErrorSchema, apiMessageSchema, tokenRequestSchema, tokenResponseSchema } from '@yolla/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { sha256 } from './auth.tokens.ts';

export async function authRoutes(app: FastifyInstance, options: { limits: Config['rateLimits'] }) {
  const { limits } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/oauth/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a password, or rotate a refresh token',
        description:
          'grant_type=password takes username (phone in E.164 or e-mail) and password; grant_type=refresh_token rotates the refresh token. ' +
          'Replaying a used refresh token revokes its whole session. Accepts JSON or form-encoded bodies.',
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
      preValidation: async (request) => {
        const grant = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
        if (grant === 'refresh_token') {
          await app.rateLimiter.consume(`refresh:ip:${request.ip}`, limits.refreshIp, 'auth.too_many_attempts');
        } else {
          await app.rateLimiter.consume(`login:ip:${request.ip}`, limits.loginIp, 'auth.too_many_attempts');
        }
      },
    },
    async (request, reply) => {
      const body = request.body;
      reply.header('cache-control', 'no-store');
      if (body.grant_type === 'refresh_token') return app.authService.refreshGrant(body);
      const accountKey = `login:account:${sha256(body.username)}`;
      await app.rateLimiter.consume(accountKey, limits.loginAccount, 'auth.too_many_attempts');
      const tokens = await app.authService.passwordGrant(body);
      await app.rateLimiter.reset(accountKey);
      return tokens;
    },
  );

  api.delete(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the access token and its refresh tokens',
        security: [{ bearer: [] }],
        response: { 200: apiMessageSchema, 401: apiErrorSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { claims } = requireAuth(request);
      await app.authService.signOut(claims.fam);
      return { message: request.t('api.signed_out') };
    },
  );
}
