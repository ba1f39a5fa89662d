import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/main.ts';
import { LIFTED_LIMITS } from '../lifted-limits.ts';

/**
 * The production build on a fresh in-memory database with the demo customer, for Playwright, its invoices and photos
 * in a temporary folder removed when it stops (never `./data` in the tree).
 * Per-address limits are lifted because every test comes from the same address.
 */
const files = mkdtempSync(join(tmpdir(), 'yolla-e2e-files-'));
const server = await startServer({
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.E2E_PORT ?? '4173',
  PGLITE_DIR: 'memory',
  FILE_STORE_DIR: files,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  ...LIFTED_LIMITS,
  // No shedding on event-loop delay: the embedded database runs on the main thread, and a stall of over a second on
  // a busy two-core machine made the API refuse a page's own session check (503), so a journey met the overload
  // screen instead of its page. Shedding has its own tests (load-shedding.test.ts, front-door.test.ts).
  MAX_EVENT_LOOP_DELAY_MS: '0',
});
console.info(`e2e server at ${server.url}`);
const stop = () =>
  void server.close().then(() => {
    rmSync(files, { recursive: true, force: true });
    process.exit(0);
  });
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
