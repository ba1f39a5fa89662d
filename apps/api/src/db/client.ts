import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies pending migrations from the one migrations folder. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs work of its own through `exclusive` on the same database: on PostgreSQL
   * under an advisory lock (hosts starting together migrate and seed one after the other); PGlite has one process.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  /** The connection pool now (PostgreSQL), for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The connection pool itself (PostgreSQL): the notification queue (graphile-worker) runs on it. */
  pgPool?: pg.Pool;
  close(): Promise<void>;
}

export interface PostgresOptions {
  url: string;
  poolMax: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  /** How the connections name themselves in `pg_stat_activity` (`yolla-api` unless told). */
  applicationName?: string;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The advisory lock of migrations and seeding: any fixed number, the same in every version ('yolla:migrate'). */
export const MIGRATION_LOCK_KEY = 7_954_203_187_402_117n;
/** How long a host waits for another one's migrations before it gives up with a message. */
const MIGRATION_LOCK_TIMEOUT_MS = 5 * 60_000;

/**
 * `work` under the migration lock, held by a connection of its own (outside the pool, whose statement timeout would
 * cut the wait short). A host that dies while holding it drops the connection, and the lock with it.
 */
async function underMigrationLock<T>(options: PostgresOptions, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: options.url,
    connectionTimeoutMillis: options.connectTimeoutMs,
    application_name: 'yolla-migrations',
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`set lock_timeout = ${MIGRATION_LOCK_TIMEOUT_MS}`);
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    } catch (error) {
      if ((error as { code?: string }).code !== '55P03') throw error;
      throw new Error(
        `Another host has been migrating this database for ${MIGRATION_LOCK_TIMEOUT_MS / 60_000} minutes; ` +
          'look at it (or at pg_locks) before starting this one again.',
      );
    }
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
  }
}

export function createPostgresDatabase(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    connectionTimeoutMillis: options.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs,
    query_timeout: options.statementTimeoutMs + 1000,
    idle_in_transaction_session_timeout: options.statementTimeoutMs * 2,
    application_name: options.applicationName ?? 'yolla-api',
  });
  // A client that loses its connection must not crash the process: idle ones report on the pool,
  // checked-out ones (transactions) on themselves; the statement in flight gets the error anyway.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: (work) => underMigrationLock(options, work),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    pgPool: pool,
    ping: async (timeoutMs = 1000) => {
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Embedded PostgreSQL (PGlite): persistent under `dir`, or in memory when dir is null. */
export interface PgliteDatabase extends Database {
  /** The whole data directory as a tarball, to start other databases from this state. */
  snapshot(): Promise<Blob>;
}

export async function createPgliteDatabase(dir: string | null, seed?: Blob): Promise<PgliteDatabase> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ?? undefined, seed ? { loadDataDir: seed } : {});
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: (work) => work(),
    ping: async (timeoutMs = 1000) => {
      if (client.closed) throw new Error('database is closed');
      await withTimeout(client.query('select 1'), timeoutMs);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    snapshot: () => client.dumpDataDir('none'),
  };
}

export async function openDatabase(
  target: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | null },
  pool: Omit<PostgresOptions, 'url'>,
): Promise<Database> {
  return target.kind === 'postgres'
    ? createPostgresDatabase({ url: target.url, ...pool })
    : createPgliteDatabase(target.dir);
}
