import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { loadConfig, prepareDatabase } from '@yolla/api';
import pg from 'pg';
import { LIFTED_LIMITS } from '../../apps/web/tests/lifted-limits.ts';
import { treeCpuMs } from './process-cpu.ts';

const START = fileURLToPath(new URL('../../scripts/start.ts', import.meta.url));
const READY_TIMEOUT_MS = 90_000;

/** Secrets of the benchmark's own PostgreSQL deployment (a throwaway database, never a real one). */
const BENCH_SECRETS = {
  AUTH_TOKEN_SECRET: 'bench-auth-token-secret-0123456789abcdef',
  OAUTH_CLIENT_SECRET: 'bench-oauth-client-secret-0123456789',
  SESSION_SECRET: 'bench-session-secret-0123456789abcdef01234',
};

/**
 * What every benchmarked server gets: production mode on loopback, quiet logs, and the per-address and per-account
 * limits far above what a run sends (every request of the benchmark comes from one address and one customer).
 */
const COMMON_ENV = { NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...LIFTED_LIMITS };

/**
 * No cap on requests in flight, for the benchmarks of what a page costs under 50 connections (render, page cache,
 * A/B), which the cap (decision 0030) would answer mostly with 503s; `bench:overload` measures the cap itself.
 */
export const UNCAPPED = { MAX_REQUESTS_IN_FLIGHT: '0' };

export interface BenchServer {
  url: string;
  /** The server's CPU time so far (all its processes), in ms; null where it cannot be read. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/**
 * `npm start` itself (scripts/start.ts) in a child process with the given environment, as an operator runs it:
 * one process on the embedded database, WEB_CONCURRENCY processes on PostgreSQL. Resolves once /health answers.
 * `start`: another checkout's scripts/start.ts (an A/B run); `onStop`: what to clean up once it has stopped;
 * `port`: a fixed port instead of a free one (a machine where each user keeps to a range of ports).
 */
export async function startBenchServer(
  env: Record<string, string>,
  options: { start?: string; onStop?: () => Promise<void>; port?: number | undefined } = {},
): Promise<BenchServer> {
  // BENCH_PORT: a fixed port on a machine where each user keeps to a range of ports.
  const port = options.port ?? (process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort());
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'API_URL', 'PGLITE_DIR', 'REDIS_URL', 'WEB_CONCURRENCY']) delete inherited[name];
  const child = spawn(process.execPath, [options.start ?? START], {
    env: { ...inherited, ...COMMON_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it answered`);
    const ok = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > READY_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /health within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stopChild = async (): Promise<void> => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const [code, signal] = (await exited) as [number | null, string | null];
    clearTimeout(timer);
    // npm start drains and exits 0 on SIGTERM, one process or several: anything else is a fault worth seeing.
    if (code !== 0) throw new Error(`the server exited with ${code ?? signal} on SIGTERM, not 0`);
  };
  return {
    url,
    cpuMs: () => (child.pid === undefined ? null : treeCpuMs(child.pid)),
    stop: async () => {
      try {
        await stopChild();
      } finally {
        await options.onStop?.();
      }
    },
  };
}

export const EMBEDDED_ENV: Record<string, string> = { PGLITE_DIR: 'memory', SEED_DEMO: 'true' };

export interface BenchDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL database on the server at `adminUrl`, migrated and seeded with the demo customer (a
 * production server never seeds demo data, so the benchmark does it first), dropped at the end.
 */
export async function createBenchDatabase(adminUrl: string, suffix = ''): Promise<BenchDatabase> {
  const name = `yolla_bench_ssr_${process.pid}${suffix && `_${suffix}`}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}"`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await prepareDatabase(
    loadConfig({ NODE_ENV: 'development', DATABASE_URL: databaseUrl, SEED_DEMO: 'true', ...BENCH_SECRETS }),
  );
  return {
    // A deployment of its own: real-looking secrets, and the development outbox allowed as on a staging server.
    env: {
      DATABASE_URL: databaseUrl,
      ...BENCH_SECRETS,
      MESSAGE_OUTBOX_ALLOWED: 'true',
      IDENTITY_SANDBOX_ALLOWED: 'true',
      PAYMENT_SANDBOX_ALLOWED: 'true',
      WEBAUTHN_RP_ID: 'localhost',
      WEBAUTHN_ORIGINS: 'http://localhost',
    },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
