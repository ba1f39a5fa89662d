import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import './provided.ts';
import { createPostgresDatabase } from '../db/client.ts';
import { migrateQueue } from '../modules/notifications/notifications.queue.ts';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates a throwaway database on TEST_DATABASE_URL's server, migrates it, and drops it afterwards. */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base)
    throw new Error(
      'The pg project needs TEST_DATABASE_URL (a postgres:// URL of a server where it may create databases).',
    );
  const name = `yolla_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = withDatabase(base, name);
  const database = createPostgresDatabase({ url, poolMax: 2, connectTimeoutMs: 5000, statementTimeoutMs: 10_000 });
  await database.migrate();
  // graphile-worker's schema, which the notifications module's queue needs (the API migrates it at start too).
  await migrateQueue({ pgPool: database.pgPool! });
  await database.close();
  project.provide('pgUrl', url);
  return async () => {
    const cleanup = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  };
}
