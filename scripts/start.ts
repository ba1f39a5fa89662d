import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './build-state.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The web server's configuration and, unless the API is elsewhere (API_URL), the API's, as they will be read at
 * start: every wrong or missing value of both in one message.
 */
async function checkConfiguration(env: NodeJS.ProcessEnv) {
  const { loadWebConfig } = await import('../apps/web/app/lib/env.server.ts');
  const { loadConfig } = await import('../apps/api/src/config.ts');
  const problems: string[] = [];
  const attempt = <T>(load: () => T): T | null => {
    try {
      return load();
    } catch (error) {
      problems.push(...(error instanceof Error ? error.message : String(error)).split('\n').slice(1));
      return null;
    }
  };
  const config = attempt(() => loadWebConfig(env));
  if (!env.API_URL) attempt(() => loadConfig({ ...env, API_PORT: String(config?.port ?? env.PORT ?? 3000) }));
  if (!config || problems.length > 0) {
    const lines = [...new Set(problems.map((line) => line.trim()))];
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return config;
}

/**
 * `npm start`: builds the web app when its sources changed, then runs everything on one origin: one process on the
 * embedded database, one per core (WEB_CONCURRENCY) on PostgreSQL.
 */
async function main() {
  process.env.NODE_ENV ??= 'production';
  const embedded = !process.env.DATABASE_URL && !process.env.API_URL;
  if (embedded) process.env.PGLITE_DIR ??= join(ROOT, 'data/pglite');
  // The configuration first: a missing secret is said in a second, not after minutes of building.
  const config = await checkConfiguration(process.env);
  ensureBuild(ROOT, { say: 'Building the web app (first start or sources changed)…' });

  if (config.processes > 1) {
    const { startCluster } = await import('../apps/web/server/cluster.ts');
    const { createLogger } = await import('../apps/web/app/lib/logger.server.ts');
    const logger = createLogger(config.logLevel);
    const cluster = await startCluster(process.env, config, logger);
    console.info(`\nYolla is running at ${cluster.url} in ${cluster.processes} processes (WEB_CONCURRENCY)`);
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      void cluster.close().then((code) => process.exit(code));
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    return;
  }

  const { startServer } = await import('../apps/web/server/main.ts');
  const server = await startServer(process.env);
  console.info(`\nYolla is running at ${server.url}`);
  if (embedded) {
    // PGLITE_DIR is set above in the embedded mode: a folder, or `memory`.
    const dir = process.env.PGLITE_DIR ?? '';
    const where = dir === 'memory' ? 'in memory' : resolve(dir);
    console.info(`Embedded database: ${where}, in one process (DATABASE_URL switches to PostgreSQL)`);
    console.info('Demo sign-in: demo@yolla.test (or +994501234567) / yolla-demo-2026');
    console.info(`SMS and e-mail are kept in the development outbox: npm run outbox, or ${server.url}/en/dev/outbox`);
  }
  // SIGTERM/SIGINT: the shared shutdown routine, within SHUTDOWN_TIMEOUT_MS, exit 0.
  server.closeOnSignals();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
