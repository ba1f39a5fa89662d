import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { labelRoute, type Metrics } from '../lib/metrics.ts';

/**
 * The API's part of the metrics (lib/metrics.ts): each request's route pattern for the front door's request
 * counts, answers 429 counted by route (wherever the refusal came from: a rate limit or a sign-in delay), and the
 * database pool read at each scrape.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { metrics: Metrics; database: Database }) => {
    const { metrics, database } = options;
    metrics.watchPool(() => database.poolStats?.() ?? null);
    app.addHook('onRequest', async (request) => {
      labelRoute(request.raw, request.routeOptions.url ?? '(unmatched)');
    });
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode === 429) metrics.rateLimited.inc({ route: request.routeOptions.url ?? '(unmatched)' });
    });
  },
  { name: 'metrics' },
);
