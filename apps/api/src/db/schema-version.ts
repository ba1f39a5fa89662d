import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client.ts';

/** The migrations table drizzle's migrator keeps (its defaults). */
const MIGRATIONS_TABLE = sql`drizzle.__drizzle_migrations`;

export class SchemaTooNewError extends Error {
  override name = 'SchemaTooNewError';
}

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const day = (millis: number) => new Date(millis).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Refuses a database that a newer version of the app migrated: its newest migration is younger than the newest of
 * `migrationsFolder`. This version would run on a schema it does not know (drizzle's migrator would apply nothing
 * and say nothing), so the start stops with a message saying what to do instead.
 */
export async function refuseNewerSchema(db: Db, migrationsFolder: string): Promise<void> {
  const found = await rows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!found[0]?.name) return;
  const newest = await rows<{ created_at: string | number | null }>(
    db,
    sql`select max(created_at) as created_at from ${MIGRATIONS_TABLE}`,
  );
  const applied = Number(newest[0]?.created_at ?? 0);
  const known = readMigrationFiles({ migrationsFolder }).at(-1)?.folderMillis ?? 0;
  if (applied <= known) return;
  throw new SchemaTooNewError(
    `The database was migrated by a newer version of Yolla (its newest migration is from ${day(applied)} UTC; ` +
      `this version knows migrations up to ${day(known)} UTC). Run the newer version on this host too — every ` +
      'host of one database must run the same version — or restore the database from a backup made before it.',
  );
}
