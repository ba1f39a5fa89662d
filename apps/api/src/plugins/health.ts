import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { commonErrors } from '../lib/api-error.ts';

/** `/health`: the process is alive. `/ready`: it can serve, i.e. the database answers within a second. */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (request) => {
    try {
      await options.database.ping(1000);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      throw commonErrors.unavailable(5);
    }
    return { status: 'ready' };
  });
}
