import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas; browsable at /api/docs, raw at /api/docs/json. */
export const docsPlugin = fp(
  async (app: FastifyInstance, options: { brand: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${options.brand} customer API`,
          description:
            'Errors are `{ message, code, errors? }`; `message` follows Accept-Language (az, en, ru, uz, ka), `code` is stable.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
