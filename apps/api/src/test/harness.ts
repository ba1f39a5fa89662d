import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import './provided.ts';
import { testConfig } from './harness-config.ts';
import { buildApp, type BuildOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../db/client.ts';
import { seed } from '../db/seed/index.ts';
import type { ApiModule, Clock } from '../http/module.ts';
import { loggerOptions } from '../lib/logger.ts';
import type { SharedState } from '../lib/shared-state.ts';
import type { Metrics } from '../lib/metrics.ts';
import { hashPassword } from '../modules/auth/auth.passwords.ts';
import { sha256 } from '../modules/auth/auth.tokens.ts';
import { insertCustomer } from '../modules/customers/customers.repository.ts';
import type { CustomerRow, NewCustomer } from '../modules/customers/customers.table.ts';

export const usesPostgres = process.env.YOLLA_TEST_DB === 'postgres';

let template: Blob | null = null;

/** A fresh database for one test file: PGlite from the migrated template, or the run's PostgreSQL database. */
export async function openTestDatabase(
  options: { applicationName?: string; poolMax?: number; connectTimeoutMs?: number } = {},
): Promise<Database> {
  if (usesPostgres) {
    return createPostgresDatabase({
      url: inject('pgUrl'),
      poolMax: 10,
      connectTimeoutMs: 3000,
      statementTimeoutMs: 5000,
      ...options,
    });
  }
  template ??= new Blob([await readFile(inject('pgliteTemplate'))]);
  return createPgliteDatabase(null, template);
}

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A database that cannot be reached: PostgreSQL on a port where nothing listens (or, with
 * `frozen`, a port that accepts connections and never answers); for PGlite, a closed instance.
 */
export async function openUnreachableDatabase(
  kind: 'refused' | 'frozen' = 'refused',
): Promise<{ database: Database; stop(): Promise<void> }> {
  if (!usesPostgres) {
    const database = await openTestDatabase();
    await database.close();
    return { database, stop: async () => undefined };
  }
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  if (kind === 'refused') await new Promise<void>((resolve) => server.close(() => resolve()));
  const database = createPostgresDatabase({
    url: `postgres://nobody@127.0.0.1:${port}/nothing`,
    poolMax: 2,
    connectTimeoutMs: 500,
    statementTimeoutMs: 500,
  });
  return {
    database,
    stop: async () => {
      await database.close().catch(() => undefined);
      for (const socket of sockets) socket.destroy();
      if (kind === 'frozen') await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function createTestApi(
  options: {
    env?: Record<string, string>;
    database?: Database;
    seed?: boolean;
    /** Shared counters (a Redis-backed one, to act as one of several instances). */
    shared?: SharedState;
    logger?: BuildOptions['logger'];
    configure?: (app: FastifyInstance) => void;
    /** The modules' clock (default: the system's). */
    clock?: Clock;
    /** Modules added after the real ones (a test's pending-obligation check, say). */
    modules?: readonly ApiModule[];
    /** The process's metrics, as `METRICS_TOKEN` turns them on. */
    metrics?: Metrics;
  } = {},
): Promise<TestApi> {
  // Each test API keeps its files in a fresh temporary directory, removed when it closes.
  const fileStoreDir = options.env?.FILE_STORE_DIR ? null : await mkdtemp(join(tmpdir(), 'yolla-files-'));
  const config = testConfig({ ...(fileStoreDir ? { FILE_STORE_DIR: fileStoreDir } : {}), ...options.env });
  const database = options.database ?? (await openTestDatabase());
  // A PGlite database from the template has the reference data already, seeded with the test web client.
  const seeded =
    !options.database && !usesPostgres && !options.env?.OAUTH_CLIENT_ID && !options.env?.OAUTH_CLIENT_SECRET;
  if (options.seed !== false && !seeded) await seed(database.db, { webClient: config.webClient, demo: false });
  // Providers on the app's own origin are reached in-process (the sandbox identity and payment providers live in
  // this very app); any other origin over the network (a test's local stand-in for a bank, say).
  let self: FastifyInstance | null = null;
  const inProcessFetch: typeof fetch = async (input, init) => {
    if (!self) throw new Error('the test API is not built yet');
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.origin !== new URL(config.issuer).origin) return fetch(input, init);
    const answer = await self.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  };
  const app = await buildApp({
    config,
    database,
    fetch: inProcessFetch,
    logger: options.logger ?? false,
    ...(options.shared ? { shared: options.shared } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  self = app;
  options.configure?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      if (fileStoreDir) await rm(fileStoreDir, { recursive: true, force: true });
    },
  };
}

export interface TestCustomer {
  row: CustomerRow;
  email: string;
  phone: string;
  password: string;
}

/** A customer with a unique e-mail and phone, so test files can share one PostgreSQL database. */
export async function createCustomer(database: Database, values: Partial<NewCustomer> = {}): Promise<TestCustomer> {
  const tag = randomBytes(6).toString('hex');
  const email = `customer-${tag}@yolla.test`;
  const phone = `+9947${String(randomInt(100_000_000)).padStart(8, '0')}`;
  const password = `pass-${tag}`;
  const row = await insertCustomer(database.db, {
    email,
    phone,
    name: 'Test Customer',
    passwordHash: await hashPassword(password),
    ...values,
  });
  return { row, email: row.email ?? email, phone: row.phone ?? phone, password };
}

export function passwordGrant(config: Config, username: string, password: string) {
  return {
    grant_type: 'password',
    username,
    password,
    client_id: config.webClient.id,
    client_secret: config.webClient.secret,
  };
}

/**
 * Moves the moment a refresh token was spent back by `seconds` (in the database, whose clock the
 * grace window is measured by), as if the next use of it came that much later.
 */
export async function ageSpentToken(database: Database, refreshToken: string, seconds = 3600): Promise<void> {
  await database.db.execute(
    sql`update refresh_tokens set used_at = used_at - make_interval(secs => ${seconds})
        where token_hash = ${sha256(refreshToken)} and used_at is not null`,
  );
}
export { testConfig } from './harness-config.ts';
export { fakeClock, lastCode, outboxOf, randomPhone, registrationBody, type FakeClock } from './codes.ts';
export { contactMessages } from '../modules/content/content.table.ts';
export { startSmppAggregator, type TestSmppAggregator } from './smpp-aggregator.ts';

/** Every log line the API writes at trace level, for tests that check what never reaches the logs. */
export function capturedLogs(): { lines: string[]; logger: BuildOptions['logger'] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: loggerOptions('trace', sink) };
}

/**
 * The demo customers, their parcels in every state and their wallets, as the demo seed writes them (the web's page
 * tests read them).
 */
export async function seedDemoParcelsInto(database: Database): Promise<void> {
  const { seedDemoCustomer } = await import('../db/seed/demo.ts');
  const { seedDemoParcels } = await import('../db/seed/demo-parcels.ts');
  const { seedDemoWallet } = await import('../db/seed/demo-wallet.ts');
  await seedDemoCustomer(database.db);
  await seedDemoParcels(database.db);
  await seedDemoWallet(database.db);
}
export { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER } from '../db/seed/demo.ts';
