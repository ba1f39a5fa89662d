import { apiErrorSchema, apiMessageSchema } from '@yolla/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/authenticate.ts';

/** Sign-out. The token endpoint, revocation and metadata live in `./oauth`. */
export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
