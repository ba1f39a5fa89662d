import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app.ts';
import type { Config } from './config.ts';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './db/client.ts';
import { refuseNewerSchema } from './db/schema-version.ts';
import { seed } from './db/seed/index.ts';
import { seedDemoPhotos } from './db/seed/demo-photos.ts';
import { developmentSecretsWarning } from './lib/development-secrets.ts';
import { createMemoryState, createRedisState, type SharedState } from './lib/shared-state.ts';

export interface StartedApi {
  app: FastifyInstance;
  database: Database;
  shared: SharedState;
}

export interface PrepareOptions extends Pick<
  BuildOptions,
  'brand' | 'serverFactory' | 'metrics' | 'clientErrorHandler'
> {
  /** The host process's own secrets still on development values, for the one warning line. */
  developmentSecrets?: readonly string[];
  /** The database was migrated and seeded already (by `prepareDatabase` in the primary of several processes). */
  prepared?: boolean;
}

/**
 * Migrates and seeds, once however many hosts start together on one database: under the database's migration lock,
 * each in turn refuses a schema a newer version migrated, applies what is missing (nothing, after the first) and
 * seeds (idempotent).
 */
export async function migrateAndSeed(database: Database, config: Config): Promise<void> {
  await database.exclusive(async () => {
    await refuseNewerSchema(database.db, MIGRATIONS_FOLDER);
    await database.migrate();
    await seed(database.db, { webClient: config.webClient, demo: config.seedDemo });
  });
}

/**
 * Migrates and seeds the database, then closes it: what the primary process does once before it starts several
 * web processes on one PostgreSQL database, so that they never migrate concurrently.
 */
export async function prepareDatabase(config: Config): Promise<void> {
  const database = await openDatabase(config.database, config.db);
  try {
    await migrateAndSeed(database, config);
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
    try {
      await migrateAndSeed(database, config);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  let warned = false;
  const shared = config.redisUrl
    ? createRedisState(config.redisUrl, (error) => {
        if (warned) return;
        warned = true;
        app.log.warn({ err: error }, 'Redis unreachable: rate limits and replays counted in memory');
      })
    : createMemoryState();
  const app = await buildApp({ config, database, shared, ...buildOptions });
  app.addHook('onClose', async () => shared.close());
  // The demo's parcels get their warehouse photos through the warehouse's own route, which needs the app.
  if (!prepared && config.seedDemo) {
    await seedDemoPhotos(app, database.db, config.machineKeys).catch((error: unknown) => {
      app.log.warn({ err: error }, 'The demo parcels’ photos could not be sent');
    });
  }
  const warning = developmentSecretsWarning([...config.developmentSecrets, ...developmentSecrets]);
  if (warning) app.log.warn(warning);
  return { app, database, shared };
}
