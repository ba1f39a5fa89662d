import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seed } from './db/seed/index.ts';
import { developmentSecretsWarning } from './lib/development-secrets.ts';
import { createMemoryStore, createRedisStore, type RateLimitStore } from './lib/rate-limit-store.ts';

export interface StartedApi {
  app: FastifyInstance;
  database: Database;
  store: RateLimitStore;
}

export interface PrepareOptions extends Pick<BuildOptions, 'brand' | 'serverFactory'> {
  /** The host process's own secrets still on development values, for the one warning line. */
  developmentSecrets?: readonly string[];
  /** The database was migrated and seeded already (by `prepareDatabase` in the primary of several processes). */
  prepared?: boolean;
}

/**
 * Migrates and seeds the database, then closes it: what the primary process does once before it starts several
 * web processes on one PostgreSQL database, so that they never migrate concurrently.
 */
export async function prepareDatabase(config: Config): Promise<void> {
  const database = await openDatabase(config.database, config.db);
  try {
    await database.migrate();
    await seed(database.db, { webClient: config.webClient, demo: config.seedDemo });
  } finally {
    await database.close();
  }
}

/**
 * Opens the database, migrates and seeds (unless `prepared`), and builds the app (not yet listening). Warns, in one log
 * line, when development secrets are in use.
 */
export async function prepareApi(config: Config, options: PrepareOptions = {}): Promise<StartedApi> {
  const { developmentSecrets = [], prepared = false, ...buildOptions } = options;
  const database = await openDatabase(config.database, config.db);
  if (!prepared) {
    await database.migrate();
    await seed(database.db, { webClient: config.webClient, demo: config.seedDemo });
  }
  let warned = false;
  const store = config.redisUrl
    ? createRedisStore(config.redisUrl, (error) => {
        if (warned) return;
        warned = true;
        app.log.warn({ err: error }, 'rate-limit store unreachable, counting in memory');
      })
    : createMemoryStore();
  const app = await buildApp({ config, database, rateLimitStore: store, ...buildOptions });
  app.addHook('onClose', async () => store.close());
  const warning = developmentSecretsWarning([...config.developmentSecrets, ...developmentSecrets]);
  if (warning) app.log.warn(warning);
  return { app, database, store };
}
