import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase } from '../db/client.ts';
import { seed } from '../db/seed/index.ts';
import { testConfig } from './harness-config.ts';

import './provided.ts';

/**
 * Migrates one in-memory PGlite once, adds the reference data every start seeds (price list, warehouses, cities,
 * content, the web's client; no demo data), and writes its data directory to a tarball; every test file starts its
 * own fresh database from it (0.4 s instead of 1.7 s for a new initdb, and no seeding per test API).
 */
export default async function setup(project: TestProject) {
  const database = await createPgliteDatabase(null);
  await database.migrate();
  await seed(database.db, { webClient: testConfig().webClient, demo: false });
  const dump = await database.snapshot();
  await database.close();
  const dir = await mkdtemp(join(tmpdir(), 'yolla-pglite-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
