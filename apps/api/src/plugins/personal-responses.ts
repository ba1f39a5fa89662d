import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a response that depends on who asked carries, so no browser or shared cache keeps it. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * Every answer to a request that carries credentials (a bearer token, or a client's Basic credentials) is
 * personal: `Cache-Control: private, no-store`, unless the route already forbids storing it more strictly.
 * One hook for every route, so a new signed-in endpoint cannot forget it.
 */
export const personalResponsesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (!request.headers.authorization) return;
      const current = reply.getHeader('cache-control');
      if (typeof current === 'string' && current.includes('no-store')) return;
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    });
  },
  { name: 'personal-responses' },
);
