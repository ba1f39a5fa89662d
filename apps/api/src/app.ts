import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { commonErrors } from './lib/api-error.ts';
import { createMemoryStore, type RateLimitStore } from './lib/rate-limit-store.ts';
import { loggerOptions } from './lib/logger.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.usecases.ts';
import { customerRoutes, customerRoutesV2 } from './modules/customers/customers.routes.ts';
import { oauthMetadataRoutes } from './modules/auth/oauth/oauth.metadata.ts';
import { oauthRoutes } from './modules/auth/oauth/oauth.routes.ts';
import { tariffRoutes } from './modules/tariffs/tariffs.routes.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin, sendError } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { i18nPlugin } from './plugins/i18n.ts';
import { personalResponsesPlugin } from './plugins/personal-responses.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  rateLimitStore?: RateLimitStore;
  /** Overrides the logger (tests pass `false` or a stream-backed pino options object). */
  logger?: FastifyServerOptions['logger'];
  brand?: string;
  /** Lets a host process create the HTTP server (the one-origin server shares it with the web app). */
  serverFactory?: FastifyServerOptions['serverFactory'];
}

/** The API as a Fastify instance, not listening: `server.ts` listens, tests inject. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const store = options.rateLimitStore ?? createMemoryStore();
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    requestIdHeader: 'x-request-id',
    routerOptions: { ignoreTrailingSlash: true },
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    ...(config.maxEventLoopUtilization ? { maxEventLoopUtilization: config.maxEventLoopUtilization } : {}),
    retryAfter: 10,
    pressureHandler: (request, reply) => {
      // Liveness keeps answering under load; everything else is shed with 503 + Retry-After.
      if (request.url !== '/health') sendError(request, reply, commonErrors.unavailable(10));
    },
  });
  await app.register(helmet, { global: true });
  await app.register(personalResponsesPlugin);
  await app.register(formbody);
  await app.register(rateLimitPlugin, { store, global: config.rateLimits.global });
  await app.register(authenticatePlugin, { authService: createAuthService(database.db, config.tokens) });
  await app.register(docsPlugin, { brand: options.brand ?? 'Yolla' });

  await app.register(healthRoutes, { database });
  await app.register(oauthMetadataRoutes, { issuer: config.issuer, segment: config.segment });
  await app.register(
    async (v1) => {
      await v1.register(oauthRoutes, { limits: config.rateLimits, issuer: config.issuer });
      await v1.register(authRoutes);
      await v1.register(customerRoutes);
      await v1.register(tariffRoutes, { db: database.db });
    },
    { prefix: `/api/v1/${config.segment}` },
  );

  await app.register(
    async (v2) => {
      await v2.register(customerRoutesV2);
    },
    { prefix: `/api/v2/${config.segment}` },
  );

  app.addHook('onClose', async () => {
    if (!options.rateLimitStore) await store.close();
  });
  return app;
}
