import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import '../test/provided.ts';
import { MIGRATIONS_FOLDER } from './client.ts';

/**
 * Hosts as an operator starts them: stand-alone API processes (`npm start -w @yolla/api`, which migrates and seeds
 * on start as `npm start` does) on one PostgreSQL database, started at the same moment.
 */
const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
const created: string[] = [];
let admin: pg.Client;

function databaseUrl(name: string): string {
  const url = new URL(inject('pgUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

async function emptyDatabase(): Promise<string> {
  const name = `yolla_hosts_${Date.now()}_${created.length}`;
  await admin.query(`create database "${name}"`);
  created.push(name);
  return databaseUrl(name);
}

interface Host {
  /** The URL it listens at, or null when it exited first. */
  url: string | null;
  output: string;
  exitCode: number | null;
  stop(): Promise<number | null>;
}

/** Starts one host; resolves when it listens or exits. */
function startHost(url: string): Promise<Host> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of ['REDIS_URL', 'NODE_ENV', 'API_URL', 'SEED_DEMO']) delete env[name];
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...env,
      NODE_ENV: 'development',
      DATABASE_URL: url,
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      LOG_LEVEL: 'info',
    },
  });
  const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
  let output = '';
  return new Promise((resolve) => {
    const host: Host = {
      url: null,
      get output() {
        return output;
      },
      get exitCode() {
        return child.exitCode;
      },
      stop: async () => {
        if (child.exitCode === null) child.kill('SIGTERM');
        return (await exited)[0];
      },
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match && !host.url) {
        host.url = match[1]!;
        resolve(host);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => resolve(host));
  });
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('pgUrl') });
  await admin.connect();
});

afterAll(async () => {
  for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

/**
 * Holds every host at the start of its migrations until all of them are there, so that they migrate at the same
 * moment (the processes' start-up varies by more than the migrations of an empty database take): the migrations
 * table exists, empty as the migrator leaves it before its first migration, and stays locked until `count` sessions
 * wait on a lock in the database.
 */
async function barrier(url: string, count: number): Promise<() => Promise<void>> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query('create schema drizzle');
  await holder.query(
    'create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  await holder.query('begin');
  await holder.query('lock table drizzle.__drizzle_migrations in access exclusive mode');
  return async () => {
    const name = new URL(url).pathname.slice(1);
    for (let waited = 0; ; waited += 100) {
      const waiting = await admin.query(
        "select count(*)::int as count from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
        [name],
      );
      if ((waiting.rows[0] as { count: number }).count >= count || waited > 45_000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await holder.query('commit');
    await holder.end();
  };
}

describe('hosts started together on one PostgreSQL database', () => {
  it('migrate an empty database once and all come up', async () => {
    const url = await emptyDatabase();
    const release = await barrier(url, 3);
    const starting = Promise.all([startHost(url), startHost(url), startHost(url)]);
    await release();
    const hosts = await starting;
    let codes: (number | null)[] = [];
    try {
      // A host that did not come up shows what it said.
      expect(hosts.map((host) => (host.url ? 'up' : host.output))).toEqual(['up', 'up', 'up']);
      for (const host of hosts) expect((await fetch(`${host.url}/ready`)).status).toBe(200);
    } finally {
      codes = await Promise.all(hosts.map((host) => host.stop()));
    }
    expect(codes).toEqual([0, 0, 0]);
    const database = new pg.Client({ connectionString: url });
    await database.connect();
    try {
      const applied = await database.query('select hash from drizzle.__drizzle_migrations');
      expect(applied.rows).toHaveLength(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length);
      const clients = await database.query('select id from oauth_clients');
      expect(clients.rows).toHaveLength(1);
    } finally {
      await database.end();
    }
  }, 60_000);

  it('refuse, with a message saying what to do, a database a newer version migrated', async () => {
    const url = await emptyDatabase();
    const first = await startHost(url);
    expect(first.url, first.output).not.toBeNull();
    expect(await first.stop()).toBe(0);
    const database = new pg.Client({ connectionString: url });
    await database.connect();
    await database.query(
      `insert into drizzle.__drizzle_migrations (hash, created_at)
       select 'a-migration-of-a-newer-version', max(created_at) + 86400000 from drizzle.__drizzle_migrations`,
    );
    await database.end();
    const second = await startHost(url);
    expect(second.url).toBeNull();
    expect(await second.stop()).toBe(1);
    expect(second.output).toContain('The database was migrated by a newer version of Yolla');
    expect(second.output).toContain('Run the newer version on this host too');
  }, 60_000);
});
