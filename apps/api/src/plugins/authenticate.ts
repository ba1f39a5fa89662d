import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { commonErrors } from '../lib/api-error.ts';
import type { AuthService, Authenticated } from '../modules/auth/auth.usecases.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    /** preHandler for routes that need a signed-in customer. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { authService: AuthService }) => {
    app.decorate('authService', options.authService);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw commonErrors.unauthenticated();
      request.auth = await options.authService.authenticate(match[1]);
    });
  },
  { name: 'authenticate' },
);

/** The signed-in customer of a route guarded by `app.authenticate`. */
export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw commonErrors.unauthenticated();
  return request.auth;
}
