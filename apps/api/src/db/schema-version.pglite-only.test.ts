import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../test/harness.ts';
import { migrateAndSeed } from '../start.ts';
import { SchemaTooNewError } from './schema-version.ts';

describe('the schema version at start', () => {
  it('starts on a database migrated by this version, again and again', async () => {
    const database = await openTestDatabase();
    try {
      await migrateAndSeed(database, testConfig());
      await migrateAndSeed(database, testConfig());
    } finally {
      await database.close();
    }
  });

  it('refuses a database that a newer version migrated, saying what to do', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at)
            select 'newer', max(created_at) + 1 from drizzle.__drizzle_migrations`,
      );
      const start = migrateAndSeed(database, testConfig());
      await expect(start).rejects.toThrow(SchemaTooNewError);
      await expect(migrateAndSeed(database, testConfig())).rejects.toThrow(
        /migrated by a newer version of Yolla .* Run the newer version on this host too/,
      );
    } finally {
      await database.close();
    }
  });
});
