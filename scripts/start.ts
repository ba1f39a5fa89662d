import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsFresh, sourceHash, STAMP } from './build-state.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `npm start`: builds the web app when its sources changed, then runs everything on one origin. */
async function main() {
  if (!buildIsFresh(ROOT)) {
    console.info('Building the web app (first start or sources changed)…');
    const result = spawnSync('npm', ['run', 'build', '-w', '@yolla/web'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeFileSync(join(ROOT, STAMP), sourceHash(ROOT));
  }
  process.env.NODE_ENV ??= 'production';
  const embedded = !process.env.DATABASE_URL;
  if (embedded) process.env.PGLITE_DIR ??= join(ROOT, 'data/pglite');
  const { startServer } = await import('../apps/web/server/main.ts');
  const server = await startServer(process.env);
  console.info(`\nYolla is running at ${server.url}`);
  if (embedded) {
    console.info('Embedded database: ./data/pglite (DATABASE_URL switches to PostgreSQL)');
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
