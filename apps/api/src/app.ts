import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import underPressure from '@fastify/under-pressure';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { wireModules } from './http/contributions.ts';
import { systemClock, type ApiModule, type Clock } from './http/module.ts';
import { createIdempotencyStore } from './http/idempotency.ts';
import { createRouteTable, mountRoutes } from './http/routes.ts';
import { requestLoggingDisabled } from './lib/quiet-requests.ts';
import { commonErrors } from './lib/api-error.ts';
import { loggerOptions } from './lib/logger.ts';
import { createMachineVerifier } from './lib/machine-signature.ts';
import type { MessageProvider } from './lib/messages.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { createMemoryState, type SharedState } from './lib/shared-state.ts';
import { accountSecurityModule } from './modules/account-security/account-security.module.ts';
import { addressesModule } from './modules/addresses/addresses.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { buyForMeModule } from './modules/buy-for-me/buy-for-me.module.ts';
import { openOrdersModule } from './modules/open-orders/open-orders.module.ts';
import { codesModule } from './modules/codes/codes.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import { courierOrdersModule } from './modules/courier-orders/courier-orders.module.ts';
import { customersModule } from './modules/customers/customers.module.ts';
import { filesModule } from './modules/files/files.module.ts';
import { identityModule } from './modules/identity/identity.module.ts';
import { parcelsModule } from './modules/parcels/parcels.module.ts';
import { smsInboxModule } from './modules/sms-inbox/sms-inbox.module.ts';
import { machineModule } from './modules/machine/machine.module.ts';
import { messagesModule } from './modules/messages/messages.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { notificationPreferencesModule } from './modules/notification-preferences/notification-preferences.module.ts';
import { passkeysModule } from './modules/passkeys/passkeys.module.ts';
import { picturesModule } from './modules/pictures/pictures.module.ts';
import { profileModule } from './modules/profile/profile.module.ts';
import { ratesModule } from './modules/rates/rates.module.ts';
import { customsMeterModule } from './modules/customs-meter/customs-meter.module.ts';
import { recoveryModule } from './modules/recovery/recovery.module.ts';
import { registrationModule } from './modules/registration/registration.module.ts';
import { tariffsModule } from './modules/tariffs/tariffs.module.ts';
import { walletModule } from './modules/wallet/wallet.module.ts';
import { warehousesModule } from './modules/warehouses/warehouses.module.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin, sendError } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { i18nPlugin } from './plugins/i18n.ts';
import { personalResponsesPlugin } from './plugins/personal-responses.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { clientErrorHandler } from './lib/client-errors.ts';
import type { Metrics } from './lib/metrics.ts';
import { pushSubscriptionsModule } from './modules/push-subscriptions/push-subscriptions.module.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { isInProcessCall } from './lib/in-process-mark.ts';

/**
 * Every module of the API. Each states the configuration it reads, the services it provides, what it contributes
 * (sign-in grants, account deletion's checks and erasers, notification events) and its routes; `wireModules` wires
 * all of it here, in one place.
 */
export const MODULES: readonly ApiModule[] = [
  authModule,
  customersModule,
  tariffsModule,
  contentModule,
  profileModule,
  picturesModule,
  notificationPreferencesModule,
  pushSubscriptionsModule,
  addressesModule,
  messagesModule,
  codesModule,
  registrationModule,
  recoveryModule,
  accountSecurityModule,
  identityModule,
  passkeysModule,
  machineModule,
  filesModule,
  parcelsModule,
  warehousesModule,
  notificationsModule,
  smsInboxModule,
  ratesModule,
  customsMeterModule,
  walletModule,
  courierOrdersModule,
  buyForMeModule,
  openOrdersModule,
];

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Rate-limit counters and seen machine requests (Redis with REDIS_URL: `start.ts`); this process's memory without. */
  shared?: SharedState;
  /** Overrides the logger (tests pass `false` or a stream-backed pino options object). */
  logger?: FastifyServerOptions['logger'];
  brand?: string;
  /** Lets a host process create the HTTP server (the one-origin server shares it with the web app). */
  serverFactory?: FastifyServerOptions['serverFactory'];
  /** The modules' clock (tests move it). */
  clock?: Clock;
  /** Modules added after MODULES (tests contribute a pending obligation the way the wallet module does). */
  modules?: readonly ApiModule[];
  /** Delivers SMS and e-mail instead of the configured provider (tests that make delivery fail). */
  messageProvider?: MessageProvider;
  /** HTTP to outside providers (tests answer the sandbox identity provider in-process). */
  fetch?: typeof fetch;
  /** The process's metrics (METRICS_TOKEN set): routes, 429s, shed requests, the database pool. */
  metrics?: Metrics | null;
  /** Answers requests the HTTP parser refused (431, 408, 400); by default the API's JSON error. */
  clientErrorHandler?: FastifyServerOptions['clientErrorHandler'];
}

/** The API as a Fastify instance, not listening: `server.ts` listens, tests inject. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const shared = options.shared ?? createMemoryState();
  const brand = options.brand ?? 'Yolla';
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    requestIdHeader: 'x-request-id',
    logController: new LogController({ disableRequestLogging: requestLoggingDisabled }),
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: options.clientErrorHandler ?? clientErrorHandler(),
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  if (options.metrics) await app.register(metricsPlugin, { metrics: options.metrics, database });
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    ...(config.maxEventLoopUtilization ? { maxEventLoopUtilization: config.maxEventLoopUtilization } : {}),
    retryAfter: 10,
    pressureHandler: (request, reply) => {
      // Liveness keeps answering under load, and a page's own call in process goes with its page; everything else
      // is shed with 503 + Retry-After.
      if (request.url === '/health' || isInProcessCall(request.headers)) return;
      options.metrics?.shed.inc({ reason: 'event_loop' });
      sendError(request, reply, commonErrors.unavailable(10));
    },
  });
  await app.register(securityHeadersPlugin);
  await app.register(personalResponsesPlugin);
  await app.register(formbody);
  // Multipart bodies are read only by the routes that ask for a file, each with its own limits (the picture upload).
  await app.register(multipart, {
    limits: { fileSize: config.account.pictureMaxBytes, files: 1, fields: 10, parts: 11, headerPairs: 100 },
  });
  const limiter = createRateLimiter(config.rateLimits, shared);
  await app.register(rateLimitPlugin, { limiter });
  await app.register(docsPlugin, { brand });
  await app.register(healthRoutes, { database });

  const clock = options.clock ?? systemClock;
  const platform = {
    db: database.db,
    database,
    clock,
    limiter,
    pubSub: shared.pubSub,
    fetch: options.fetch ?? fetch,
    brand,
    providers: options.messageProvider ? { messages: options.messageProvider } : {},
    metrics: options.metrics ?? null,
  };
  const { services, setups } = wireModules([...MODULES, ...(options.modules ?? [])], platform, config);
  for (const setup of setups) await setup.pages?.(app);
  const routes = createRouteTable();
  for (const setup of setups) await setup.routes?.(routes);
  const sessions = services.sessions;
  await mountRoutes(app, routes, {
    segment: config.segment,
    limiter,
    authenticate: (accessToken) => sessions.authenticate(accessToken),
    idempotency: createIdempotencyStore(database.db),
    machine: {
      verify: createMachineVerifier(config.machineKeys, () => clock.now()),
      seenRequests: shared.seenRequests,
    },
  });

  const background = setups.flatMap((setup) => (setup.background ? [setup.background] : []));
  app.addHook('onReady', async () => {
    for (const work of background) await work.start();
  });
  app.addHook('onClose', async () => {
    for (const work of background) await work.stop();
    if (!options.shared) await shared.close();
  });
  return app;
}
