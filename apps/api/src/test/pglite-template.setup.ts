import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase } from '../db/client.ts';

import './provided.ts';

/**
 * Migrates one in-memory PGlite once and writes its data directory to a tarball; every test
 * file starts its own fresh database from it (0.4 s instead of 1.7 s for a new initdb).
 */
export default async function setup(project: TestProject) {
  const database = await createPgliteDatabase(null);
  await database.migrate();
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
