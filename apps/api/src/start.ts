import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seed } from './db/seed/index.ts';
import { createMemoryStore, createRedisStore, type RateLimitStore } from './lib/rate-limit-store.ts';

export interface StartedApi {
  app: FastifyInstance;
  database: Database;
  store: RateLimitStore;
}

/** Opens the database, migrates, seeds, and builds the app (not yet listening). */
export async function prepareApi(
  config: Config,
  options: Pick<BuildOptions, 'brand' | 'serverFactory'> = {},
): Promise<StartedApi> {
  const database = await openDatabase(config.database, config.db);
  await database.migrate();
  await seed(database.db, { webClient: config.webClient, demo: config.seedDemo });
  let warned = false;
  const store = config.redisUrl
    ? createRedisStore(config.redisUrl, (error) => {
        if (warned) return;
        warned = true;
        app.log.warn({ err: error }, 'rate-limit store unreachable, counting in memory');
      })
    : createMemoryStore();
  const app = await buildApp({ config, database, rateLimitStore: store, ...options });
  app.addHook('onClose', async () => store.close());
  return { app, database, store };
}
