import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningServer } from '../../apps/web/server/main.ts';

export const BUILD_DIR = fileURLToPath(new URL('../../apps/web/build/', import.meta.url));
export const CLIENT_DIR = join(BUILD_DIR, 'client');

/** Exits with a hint when the production build is missing. */
export function requireBuild(): void {
  if (existsSync(join(BUILD_DIR, 'server/index.js')) && existsSync(join(CLIENT_DIR, 'assets'))) return;
  console.error('The web app is not built (apps/web/build is missing): run `npm run build` first.');
  process.exit(1);
}

/**
 * The built one-origin server (web app + API) on an ephemeral loopback port, with the embedded
 * database in memory and the demo customer. The environment is explicit, so a DATABASE_URL or
 * API_URL in the caller's shell cannot point the benchmark elsewhere.
 */
export async function startBuiltServer(): Promise<RunningServer> {
  requireBuild();
  // React's server renderer picks its production build from NODE_ENV when first imported.
  process.env.NODE_ENV = 'production';
  const { startServer } = await import('../../apps/web/server/main.ts');
  return startServer({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    PGLITE_DIR: 'memory',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  });
}
