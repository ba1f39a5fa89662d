import { startServer } from '../../server/main.ts';
import { LIFTED_LIMITS } from '../lifted-limits.ts';

/**
 * The production build on a fresh in-memory database with the demo customer, for Playwright.
 * Per-address limits are lifted because every test comes from the same address.
 */
const server = await startServer({
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.E2E_PORT ?? '4173',
  PGLITE_DIR: 'memory',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  ...LIFTED_LIMITS,
});
console.info(`e2e server at ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
