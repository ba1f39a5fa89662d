import { startServer } from '../../server/main.ts';

/**
 * The production build on a fresh in-memory database with the demo customer, for Playwright.
 * Sign-in limits are raised because every test signs in from the same address.
 */
const server = await startServer({
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.E2E_PORT ?? '4173',
  PGLITE_DIR: 'memory',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  LOGIN_RATE_IP_MAX: '10000',
  LOGIN_RATE_IP_FAILURES_MAX: '10000',
  LOGIN_RATE_ACCOUNT_MAX: '10000',
  REFRESH_RATE_IP_MAX: '10000',
  RATE_LIMIT_GLOBAL_MAX: '100000',
  CODES_RATE_IP_MAX: '100000',
  VERIFY_RATE_IP_MAX: '100000',
  CONTACT_RATE_IP_MAX: '100000',
  PASSKEYS_RATE_IP_MAX: '100000',
  SETTINGS_RATE_IP_MAX: '100000',
  PICTURE_UPLOAD_RATE_IP_MAX: '100000',
});
console.info(`e2e server at ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
