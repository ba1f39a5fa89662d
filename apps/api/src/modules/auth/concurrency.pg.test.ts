import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ageSpentToken,
  createCustomer,
  createTestApi,
  openTestDatabase,
  type TestApi,
  type TestCustomer,
} from '../../test/harness.ts';
import { getMe, refreshWith, signInAs, signOutWith } from '../../test/requests.ts';

/** Races that only a real PostgreSQL with several connections can show (PGlite has one connection). */
let api: TestApi;
let customer: TestCustomer;

beforeAll(async () => {
  api = await createTestApi();
  customer = await createCustomer(api.database);
});
afterAll(() => api.close());

const signIn = () => signInAs(api, customer);
const refresh = (token: string) => refreshWith(api, token);

describe('concurrent use of one refresh token', () => {
  it('gives every simultaneous refresh the same new pair, and the session carries on with it', async () => {
    const session = (await signIn()).json();
    const results = await Promise.all(Array.from({ length: 8 }, () => refresh(session.refresh_token)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const pairs = new Set(results.map((r) => `${r.json().access_token} ${r.json().refresh_token}`));
    expect(pairs.size).toBe(1);
    const tokens = results[0]!.json();
    expect((await getMe(api, `Bearer ${tokens.access_token}`)).statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });

  it('gives the same pair to two API instances refreshing one token at once (two web servers)', async () => {
    const other = await createTestApi({ database: await openTestDatabase() });
    try {
      const session = (await signIn()).json();
      const results = await Promise.all(
        [api, other, api, other].map((instance) => refreshWith(instance, session.refresh_token)),
      );
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(new Set(results.map((r) => r.json().refresh_token)).size).toBe(1);
      expect((await refreshWith(other, results[0]!.json().refresh_token)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('still ends the whole session when the old token is replayed after the grace window', async () => {
    const session = (await signIn()).json();
    const results = await Promise.all(Array.from({ length: 4 }, () => refresh(session.refresh_token)));
    const tokens = results[0]!.json();
    await ageSpentToken(api.database, session.refresh_token, api.config.tokens.reuseGraceSeconds + 1);
    expect((await refresh(session.refresh_token)).statusCode).toBe(400);
    expect((await getMe(api, `Bearer ${tokens.access_token}`)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
  });
});

describe('a revocation racing refreshes of the same session', () => {
  it('leaves no working token behind, whichever finishes first', async () => {
    const session = (await signIn()).json();
    const revoke = api.app.inject({
      method: 'POST',
      url: '/api/v1/client/oauth/revoke',
      payload: {
        token: session.refresh_token,
        client_id: api.config.webClient.id,
        client_secret: api.config.webClient.secret,
      },
    });
    const [revoked, ...refreshes] = await Promise.all([
      revoke,
      ...Array.from({ length: 4 }, () => refresh(session.refresh_token)),
    ]);
    expect(revoked.statusCode).toBe(200);
    const issued = refreshes.filter((r) => r.statusCode === 200).map((r) => r.json());
    for (const tokens of [session, ...issued]) {
      expect((await getMe(api, `Bearer ${tokens.access_token}`)).statusCode).toBe(401);
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
    }
  });
});

describe('concurrent sign-ins', () => {
  it('give every sign-in its own working session', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => signIn()));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const tokens = new Set(results.map((r) => r.json().refresh_token));
    expect(tokens.size).toBe(6);
  });
});

describe('concurrent registrations', () => {
  it('never hand out the same suite code twice', async () => {
    const created = await Promise.all(Array.from({ length: 20 }, () => createCustomer(api.database)));
    const codes = new Set(created.map((c) => c.row.code));
    expect(codes.size).toBe(20);
  });
});

describe('the calls a page makes at once with one token', () => {
  it('share one session lookup while it runs; a sign-out after it is seen by the very next call', async () => {
    const session = (await signIn()).json();
    const authorization = `Bearer ${session.access_token}`;
    // An API whose connections name themselves, so the probe counts its waiting lookups only (other test files
    // share the database, and their queries wait behind the lock too).
    const applicationName = `yolla-lookup-probe-${process.pid}`;
    const page = await createTestApi({ database: await openTestDatabase({ applicationName }) });
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    const probe = new pg.Client({ connectionString: inject('pgUrl') });
    await Promise.all([admin.connect(), probe.connect()]);
    try {
      // The lookup waits behind a lock on its table, so every call of the page arrives while it runs.
      await admin.query('begin');
      await admin.query('lock table token_families in access exclusive mode');
      const { rows: locker } = await admin.query<{ pid: number }>('select pg_backend_pid() as pid');
      const calls = Promise.all([1, 2, 2, 1].map((version) => getMe(page, authorization, version as 1 | 2)));
      const waiting = async () =>
        (
          await probe.query<{ count: string }>(
            "select count(*) from pg_stat_activity where $1 = any(pg_blocking_pids(pid)) and query like '%token_families%' and application_name = $2",
            [locker[0]!.pid, applicationName],
          )
        ).rows[0]!.count;
      for (let i = 0; i < 100 && (await waiting()) === '0'; i += 1) await new Promise((r) => setTimeout(r, 20));
      // Time for the other three to reach the database too, had they each sent their own lookup.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await waiting()).toBe('1');
      await admin.query('rollback');
      expect((await calls).map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await signOutWith(page, session.access_token)).statusCode).toBe(200);
      expect((await getMe(page, authorization)).statusCode).toBe(401);
    } finally {
      await admin.query('rollback').catch(() => undefined);
      await Promise.all([admin.end(), probe.end(), page.close()]);
    }
  });
});
