import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { Db } from '../../db/client.ts';

const SERVER = fileURLToPath(new URL('../../server.ts', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The stand-alone API (`src/server.ts`) in a process of its own, on the suite's PostgreSQL: a process to kill. */
export async function startApiProcess(env: Record<string, string>): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      DATABASE_URL: inject('pgUrl'),
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      NOTIFICATIONS_WORKER: 'false',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API process ended with ${child.exitCode}`);
    const ready = await fetch(`${origin}/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { origin, process: child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the API process did not start within 30 s');
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The backend waiting on a lock that backend `blocker` holds (a payment in the middle of its transaction). */
export async function waitForBlockedBackend(db: Db, blocker: number): Promise<number> {
  for (let i = 0; i < 200; i += 1) {
    const [row] = rowsOf<{ pid: number }>(
      await db.execute(sql`select pid from pg_stat_activity where ${blocker} = any(pg_blocking_pids(pid)) limit 1`),
    );
    if (row) return Number(row.pid);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no payment came to wait on the held account');
}

/** Waits until the backend has ended (its transaction rolled back). */
export async function waitForBackendGone(db: Db, pid: number): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const rows = rowsOf<unknown>(await db.execute(sql`select 1 from pg_stat_activity where pid = ${pid}`));
    if (rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`backend ${pid} is still there`);
}

/** The tables a backend holds locks on: what its transaction has touched so far. */
export async function tablesLockedBy(db: Db, pid: number): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(
      sql`select distinct c.relname as name from pg_locks l join pg_class c on c.oid = l.relation
          where l.pid = ${pid} and c.relkind = 'r' order by 1`,
    ),
  );
  return rows.map((row) => row.name);
}
