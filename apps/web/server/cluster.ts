import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { aggregateClusterMetrics, loadConfig, prepareDatabase } from '@yolla/api';
import type { WebConfig } from '../app/lib/env.server.ts';
import type { Logger } from '../app/lib/logger.server.ts';

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));
/** A process that stops on its own is replaced after this pause, so a crash loop does not spin a core. */
const RESTART_DELAY_MS = 1000;

/** What a web process tells the primary once it listens. */
export interface WorkerReady {
  type: 'yolla:ready';
  url: string;
}

export function isWorkerReady(message: unknown): message is WorkerReady {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'yolla:ready' &&
    typeof (message as { url?: unknown }).url === 'string'
  );
}

export interface RunningCluster {
  url: string;
  processes: number;
  /** SIGTERM to every process, each draining its requests; resolves with 0 when all exited cleanly in time. */
  close(): Promise<number>;
}

/**
 * Several web processes on one port (the primary only forks and watches; Node hands each connection to one
 * process). They share nothing but the database and Redis: the primary migrates and seeds once, before forking,
 * so they never migrate concurrently. A process that stops on its own is replaced; one that fails before it ever
 * listened (bad configuration) stops the whole start.
 */
export async function startCluster(
  env: Record<string, string | undefined>,
  config: WebConfig,
  logger: Logger,
): Promise<RunningCluster> {
  const apiConfig = env.API_URL ? null : loadConfig({ ...env, API_PORT: String(config.port) });
  if (apiConfig) await prepareDatabase(apiConfig);
  // A scrape of /metrics lands on any one process: the primary adds up every process's for it.
  if ((apiConfig ?? config).metricsToken) aggregateClusterMetrics();
  cluster.setupPrimary({ exec: WORKER, args: env.API_URL ? [] : ['--prepared'] });
  const workers = new Set<Worker>();
  let closing = false;
  let firstUrl: string | null = null;

  const fork = (): Promise<string> => {
    const worker = cluster.fork();
    workers.add(worker);
    return new Promise((resolve, reject) => {
      let ready = false;
      worker.on('message', (message: unknown) => {
        if (!isWorkerReady(message)) return;
        ready = true;
        resolve(message.url);
      });
      worker.on('exit', (code, signal) => {
        workers.delete(worker);
        if (!ready) {
          reject(new Error(`a web process exited before it listened (code ${code ?? signal})`));
          return;
        }
        if (closing) return;
        logger.error({ pid: worker.process.pid, code, signal }, 'a web process stopped; starting another');
        setTimeout(() => {
          if (!closing) fork().catch((error: unknown) => logger.error({ err: error }, 'could not replace it'));
        }, RESTART_DELAY_MS).unref();
      });
    });
  };

  const close = async (): Promise<number> => {
    closing = true;
    const running = [...workers];
    const exits = running.map((worker) => once(worker, 'exit') as Promise<[number | null, string | null]>);
    for (const worker of running) worker.process.kill('SIGTERM');
    const deadline = new Promise<'late'>((resolve) =>
      setTimeout(() => resolve('late'), config.shutdownTimeoutMs + 1000),
    );
    const outcome = await Promise.race([Promise.all(exits), deadline]);
    if (outcome === 'late') {
      for (const worker of workers) worker.process.kill('SIGKILL');
      return 1;
    }
    return outcome.every(([code]) => code === 0) ? 0 : 1;
  };

  try {
    const urls = await Promise.all(Array.from({ length: config.processes }, fork));
    firstUrl = urls[0] ?? null;
  } catch (error) {
    await close();
    throw error;
  }
  return { url: firstUrl ?? `http://localhost:${config.port}`, processes: config.processes, close };
}
