import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { MACHINE_CLOCK_TOLERANCE_SECONDS, MACHINE_HEADERS } from '@yolla/contract';

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
            machineSignature: {
              type: 'apiKey',
              in: 'header',
              name: MACHINE_HEADERS.signature,
              description:
                `Machine routes (/api/v1/machine, partner systems; decision 0028). Send \`${MACHINE_HEADERS.keyId}\` ` +
                `(your key id), \`${MACHINE_HEADERS.timestamp}\` (Unix seconds, within ` +
                `${MACHINE_CLOCK_TOLERANCE_SECONDS} s of the server's clock), \`${MACHINE_HEADERS.nonce}\` (16–64 letters, ` +
                `digits, - or _, never reused with a key) and \`${MACHINE_HEADERS.signature}\`: ` +
                'lower-case hex HMAC-SHA256 with your key secret over five lines joined by \\n — the method in capitals, ' +
                'the path with its query as sent, the timestamp, the nonce, and the lower-case hex SHA-256 of the body ' +
                'bytes (of nothing when there is no body). Each nonce is accepted once per key; a retry sends a new one.',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
