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
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface PostgresOptions {
  url: string;
  poolMax: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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
    application_name: 'yolla-api',
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
