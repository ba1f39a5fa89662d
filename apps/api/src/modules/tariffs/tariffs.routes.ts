import { apiErrorSchema, tariffsQuerySchema, tariffsResponseSchema } from '@yolla/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { listTariffs } from './tariffs.repository.ts';

/** Shared caches may keep the public price list for five minutes. */
export const TARIFFS_CACHE_CONTROL = 'public, max-age=300';

export async function tariffRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/tariffs',
    {
      schema: {
        tags: ['tariffs'],
        summary: 'Shipping prices from every warehouse to a destination country (public)',
        description:
          'Flat tiers up to a weight, then a price per started kilogram above the heaviest tier. ' +
          'Chargeable weight is the larger of actual and volumetric weight (L×W×H / volumetric_divisor, in cm). ' +
          'Money is integer minor units with an ISO 4217 currency. Tariffs come in the order of ORIGINS.',
        querystring: tariffsQuerySchema,
        response: { 200: tariffsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await listTariffs(db, request.query.destination);
      reply.header('cache-control', TARIFFS_CACHE_CONTROL);
      return { data };
    },
  );
}
