import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimiter } from '../lib/rate-limiter.ts';

const UNLIMITED = ['/health', '/ready', '/api/docs'];

function exempt(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return UNLIMITED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The `global` limit of the table: every API request per client address (health checks and the docs excepted). */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { limiter: RateLimiter }) => {
    const { limiter } = options;
    app.addHook('onRequest', async (request) => {
      if (exempt(request)) return;
      await limiter.consume('global', 'address', request.ip);
    });
  },
  { name: 'rate-limit' },
);
