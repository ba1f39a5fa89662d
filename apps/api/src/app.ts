import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAccountDeletion } from './lib/account-deletion.ts';
import { commonErrors } from './lib/api-error.ts';
import { createMemoryStore, type RateLimitStore } from './lib/rate-limit-store.ts';
import { loggerOptions } from './lib/logger.ts';
import { createRouteTable, mountRoutes } from './http/routes.ts';
import { addressesModule } from './modules/addresses/addresses.module.ts';
import { authModule, sessionAuthenticator } from './modules/auth/auth.module.ts';
import { hashPassword, verifyPassword } from './modules/auth/auth.passwords.ts';
import { createCodeSignIn } from './lib/code-sign-in.ts';
import { createPasskeySignIn } from './lib/passkey-sign-in.ts';
import { createMessenger, type MessageProvider } from './lib/messages.ts';
import { createCodeService } from './modules/codes/codes.service.ts';
import { codesModule } from './modules/codes/codes.module.ts';
import { createOutboxProvider } from './modules/messages/messages.outbox.ts';
import { messagesModule } from './modules/messages/messages.module.ts';
import { registrationModule } from './modules/registration/registration.module.ts';
import { recoveryModule } from './modules/recovery/recovery.module.ts';
import { accountSecurityModule } from './modules/account-security/account-security.module.ts';
import { passkeysModule } from './modules/passkeys/passkeys.module.ts';
import { customersModule } from './modules/customers/customers.module.ts';
import { notificationPreferencesModule } from './modules/notification-preferences/notification-preferences.module.ts';
import { picturesModule } from './modules/pictures/pictures.module.ts';
import { profileModule } from './modules/profile/profile.module.ts';
import { systemClock, type ApiModule, type Clock, type ModuleDeps } from './http/module.ts';
import { tariffsModule } from './modules/tariffs/tariffs.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import { identityModule } from './modules/identity/identity.module.ts';
import { sandboxIdentityProvider } from './modules/identity/sandbox-idp.ts';
import { createIdentitySignIn } from './lib/identity-sign-in.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin, sendError } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { i18nPlugin } from './plugins/i18n.ts';
import { personalResponsesPlugin } from './plugins/personal-responses.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { createRateLimiter, rateLimitPlugin } from './plugins/rate-limit.ts';

/** Every module of the API, each adding its routes from the contract's endpoint descriptors. */
export const MODULES: readonly ApiModule[] = [
  authModule,
  customersModule,
  tariffsModule,
  contentModule,
  profileModule,
  picturesModule,
  notificationPreferencesModule,
  addressesModule,
  messagesModule,
  codesModule,
  registrationModule,
  recoveryModule,
  accountSecurityModule,
  identityModule,
  passkeysModule,
];

export interface BuildOptions {
  config: Config;
  database: Database;
  rateLimitStore?: RateLimitStore;
  /** Overrides the logger (tests pass `false` or a stream-backed pino options object). */
  logger?: FastifyServerOptions['logger'];
  brand?: string;
  /** Lets a host process create the HTTP server (the one-origin server shares it with the web app). */
  serverFactory?: FastifyServerOptions['serverFactory'];
  /** The modules' clock (tests move it). */
  clock?: Clock;
  /** Modules added after MODULES (tests register a pending obligation the way the wallet module will). */
  modules?: readonly ApiModule[];
  /** Delivers SMS and e-mail instead of the configured provider (tests that make delivery fail). */
  messageProvider?: MessageProvider;
  /** HTTP to outside providers (tests answer the sandbox identity provider in-process). */
  fetch?: typeof fetch;
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
  await app.register(securityHeadersPlugin);
  await app.register(personalResponsesPlugin);
  await app.register(formbody);
  // Multipart bodies are read only by the routes that ask for a file, each with its own limits (the picture upload).
  await app.register(multipart, {
    limits: { fileSize: config.account.pictureMaxBytes, files: 1, fields: 10, parts: 11, headerPairs: 100 },
  });
  const limiter = createRateLimiter(store);
  await app.register(rateLimitPlugin, { limiter, global: config.rateLimits.global });
  await app.register(docsPlugin, { brand: options.brand ?? 'Yolla' });
  await app.register(healthRoutes, { database });

  const clock = options.clock ?? systemClock;
  const messages = createMessenger(
    options.messageProvider ?? createOutboxProvider(database.db, clock),
    options.brand ?? 'Yolla',
  );
  const deps: ModuleDeps = {
    db: database.db,
    database,
    config,
    clock,
    limiter,
    accountDeletion: createAccountDeletion(),
    passwords: { verify: verifyPassword, hash: hashPassword },
    messages,
    codes: createCodeService({ db: database.db, clock, messages, secret: config.tokens.secret }),
    codeSignIn: createCodeSignIn(),
    identitySignIn: createIdentitySignIn(),
    fetch: options.fetch ?? fetch,
    passkeySignIn: createPasskeySignIn(),
  };
  // The built-in stand-in for the national digital identity (decision 0027); config refuses it in a deployment.
  if (config.identity.provider === 'sandbox') await app.register(sandboxIdentityProvider, { config, clock });
  const routes = createRouteTable();
  for (const module of [...MODULES, ...(options.modules ?? [])]) await module.routes(routes, deps);
  await mountRoutes(app, routes, { segment: config.segment, authenticate: sessionAuthenticator(deps) });

  app.addHook('onClose', async () => {
    if (!options.rateLimitStore) await store.close();
  });
  return app;
}
