/**
 * One web process of several (`server/cluster.ts`): the one-origin server on the shared port, on a database the
 * primary has migrated and seeded already. It tells the primary when it listens and drains on SIGTERM.
 */
import { startServer } from './main.ts';
import type { WorkerReady } from './cluster.ts';

try {
  const server = await startServer(process.env, { prepared: process.argv.includes('--prepared') });
  server.closeOnSignals();
  const ready: WorkerReady = { type: 'yolla:ready', url: server.url };
  process.send?.(ready);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
