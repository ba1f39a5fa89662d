import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { createPostgresDatabase } from '../db/client.ts';
import { openFaultyPostgres, type FaultMode, type FaultyPostgres } from '../test/faulty-postgres.ts';
import { createCustomer, createTestApi, type TestApi, type TestCustomer } from '../test/harness.ts';
import { getMe, refreshWith, signInAs } from '../test/requests.ts';

/**
 * PostgreSQL going away under a running API, through a stand-in that refuses, resets, hangs up on
 * or freezes connections on the real server's behalf: every kind of failure the driver raises must
 * be a 503 with Retry-After and a stable code, and the API must recover without a restart.
 */
let faulty: FaultyPostgres;
let api: TestApi;
let customer: TestCustomer;
let admin: pg.Client;
let probe: pg.Client;

beforeAll(async () => {
  faulty = await openFaultyPostgres(inject('pgUrl'));
  const database = createPostgresDatabase({
    url: faulty.url,
    poolMax: 2,
    connectTimeoutMs: 500,
    statementTimeoutMs: 3000,
  });
  api = await createTestApi({ database, env: { GLOBAL_RATE_IP_MAX: '100000', LOGIN_RATE_IP_MAX: '100000' } });
  customer = await createCustomer(api.database);
  admin = new pg.Client({ connectionString: inject('pgUrl') });
  probe = new pg.Client({ connectionString: inject('pgUrl') });
  await Promise.all([admin.connect(), probe.connect()]);
});
afterAll(async () => {
  await api.close();
  await faulty.close();
  await Promise.all([admin.end(), probe.end()]);
});

async function signIn() {
  const response = await signInAs(api, customer);
  expect(response.statusCode).toBe(200);
  return response.json() as { access_token: string; refresh_token: string };
}

function expectUnavailable(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  // A plain house error: not an OAuth `invalid_grant`, which would sign the customer out.
  expect(response.json()).toEqual({ code: 'common.unavailable', message: expect.any(String) });
}

describe('the API while PostgreSQL cannot be reached', () => {
  it.each<[FaultMode, string]>([
    ['refuse', 'refuses connections (ECONNREFUSED)'],
    ['reset', 'resets connections (ECONNRESET)'],
    ['hang-up', 'hangs up on connections'],
    ['freeze', 'accepts connections and never answers'],
    ['starting-up', 'answers "the database system is starting up" (57P03)'],
  ])('answers 503 with Retry-After while the database %2$s, and recovers as soon as it is back', async (mode) => {
    const session = await signIn();
    await faulty.set(mode);
    expectUnavailable(await signInAs(api, customer));
    expectUnavailable(await refreshWith(api, session.refresh_token));
    expectUnavailable(await getMe(api, `Bearer ${session.access_token}`));
    const { id, secret } = api.config.webClient;
    const revoke = { token: session.refresh_token, client_id: id, client_secret: secret };
    expectUnavailable(await api.app.inject({ method: 'POST', url: '/api/v1/client/oauth/revoke', payload: revoke }));
    await faulty.set('pass');
    expect((await getMe(api, `Bearer ${session.access_token}`)).statusCode).toBe(200);
    expect((await refreshWith(api, session.refresh_token)).statusCode).toBe(200);
  });

  it('keeps answering 503 with Retry-After while connections are refused for seconds, then serves again without a restart', async () => {
    const session = await signIn();
    await faulty.set('refuse');
    const started = Date.now();
    const statuses = new Set<number>();
    while (Date.now() - started < 3000) {
      const [token, me] = await Promise.all([signInAs(api, customer), getMe(api, `Bearer ${session.access_token}`)]);
      for (const response of [token, me]) {
        expectUnavailable(response);
        statuses.add(response.statusCode);
      }
    }
    expect([...statuses]).toEqual([503]);
    await faulty.set('pass');
    expect((await signInAs(api, customer)).statusCode).toBe(200);
    const rotated = await refreshWith(api, session.refresh_token);
    expect(rotated.statusCode).toBe(200);
    expect((await getMe(api, `Bearer ${rotated.json().access_token}`)).statusCode).toBe(200);
  });
});

/** Holds a row lock from another connection so the API's next statement on that row waits. */
async function holdLock(sql: string, values: unknown[]) {
  await admin.query('begin');
  await admin.query(sql, values);
  const { rows } = await admin.query<{ pid: number }>('select pg_backend_pid() as pid');
  const lockerPid = rows[0]!.pid;
  /** Resolves once `count` API connections wait behind the lock, with the backend pid of one. */
  const waiter = async (count = 1): Promise<number> => {
    for (let i = 0; i < 200; i += 1) {
      const { rows: waiting } = await probe.query<{ pid: number }>(
        'select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
        [lockerPid],
      );
      if (waiting.length >= count) return waiting[0]!.pid;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the API statements did not wait behind the lock');
  };
  return { waiter, release: () => admin.query('rollback') };
}

function familyOf(refreshToken: string) {
  return admin
    .query<{ family_id: string }>(
      "select family_id from refresh_tokens where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
      [refreshToken],
    )
    .then((result) => result.rows[0]!.family_id);
}

describe('the API when PostgreSQL drops a connection in the middle of a request', () => {
  it('answers 503 when the server terminates the session (57P01), and the refresh token stays usable', async () => {
    const session = await signIn();
    const lock = await holdLock('select 1 from token_families where id = $1 for update', [
      await familyOf(session.refresh_token),
    ]);
    // The refresh spends the old token, then waits to store the new one behind the lock.
    const pending = refreshWith(api, session.refresh_token);
    await admin.query('select pg_terminate_backend($1)', [await lock.waiter()]);
    expectUnavailable(await pending);
    await lock.release();
    // Nothing was spent: the retry is a normal rotation, not a replay that ends the session.
    const retried = await refreshWith(api, session.refresh_token);
    expect(retried.statusCode).toBe(200);
    expect((await getMe(api, `Bearer ${retried.json().access_token}`)).statusCode).toBe(200);
  });

  it('answers 503 when the connection is cut mid-query ("Connection terminated unexpectedly")', async () => {
    const session = await signIn();
    const lock = await holdLock('select 1 from refresh_tokens where family_id = $1 for update', [
      await familyOf(session.refresh_token),
    ]);
    const pending = refreshWith(api, session.refresh_token);
    await lock.waiter();
    faulty.dropConnections();
    expectUnavailable(await pending);
    await lock.release();
    expect((await refreshWith(api, session.refresh_token)).statusCode).toBe(200);
  });

  it('answers 503 when every pooled connection is busy past the connect timeout', async () => {
    const sessions = [await signIn(), await signIn()];
    const families = await Promise.all(sessions.map((session) => familyOf(session.refresh_token)));
    const lock = await holdLock('select 1 from refresh_tokens where family_id = any($1) for update', [families]);
    // Both pooled connections wait behind the lock; a third request cannot get one.
    const pending = sessions.map((session) => refreshWith(api, session.refresh_token));
    await lock.waiter(2);
    expectUnavailable(await getMe(api, `Bearer ${sessions[0]!.access_token}`));
    await lock.release();
    expect((await Promise.all(pending)).map((response) => response.statusCode)).toEqual([200, 200]);
  });
});
