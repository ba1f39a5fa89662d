import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

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
