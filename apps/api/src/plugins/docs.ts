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
            'Errors are `{ message, code, errors? }`; `message` follows Accept-Language (az, en, ru, uz, ka), `code` is stable. ' +
            'The OAuth endpoints add RFC 6749 `error` and `error_description`; metadata at /.well-known/oauth-authorization-server.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            clientBasic: { type: 'http', scheme: 'basic', description: 'OAuth client id and secret (RFC 6749 §2.3.1)' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
