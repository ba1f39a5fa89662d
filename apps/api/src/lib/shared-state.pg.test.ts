import { describe, expect, it } from 'vitest';
import { createCustomer, createTestApi, openTestDatabase, passwordGrant, type TestApi } from '../test/harness.ts';
import { connectedState, freshNamespace as namespace, testRedisUrl as redisUrl } from '../test/redis.ts';
import { createRedisState } from './shared-state.ts';

async function twoInstances(env: Record<string, string>) {
  const ns = namespace();
  const [sharedA, sharedB] = [await connectedState(ns), await connectedState(ns)];
  const database = await openTestDatabase();
  const a = await createTestApi({ env, database, shared: sharedA });
  const b = await createTestApi({ env, database: await openTestDatabase(), shared: sharedB });
  return {
    a,
    b,
    database,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([sharedA.close(), sharedB.close()]);
    },
  };
}

const signIn = (api: TestApi, username: string, password: string, remoteAddress = '203.0.113.77') =>
  api.app.inject({
    method: 'POST',
    url: '/api/v1/client/oauth/token',
    payload: passwordGrant(api.config, username, password),
    remoteAddress,
  });

describe.runIf(redisUrl)('rate limits backed by Redis', () => {
  it('count a window limit once for several API instances', async () => {
    const { a, b, database, close } = await twoInstances({ LOGIN_RATE_IP_MAX: '3' });
    const customer = await createCustomer(database);
    const statuses = [];
    for (const api of [a, b, a, b]) statuses.push((await signIn(api, customer.email, 'wrong')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    await close();
  });

  it('make an account wait on every instance, whichever identifier each was given', async () => {
    const { a, b, database, close } = await twoInstances({ LOGIN_FAILURES_RATE_ACCOUNT_MAX: '2' });
    const customer = await createCustomer(database);
    expect((await signIn(a, customer.email, 'wrong', '198.51.100.1')).statusCode).toBe(400);
    expect((await signIn(a, customer.email, 'wrong', '198.51.100.2')).statusCode).toBe(400);
    const waiting = await signIn(b, customer.phone, customer.password, '198.51.100.3');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('2');
    await close();
  });

  it('share the growing delay of failed sign-ins between instances, by the Redis clock', async () => {
    const ns = namespace();
    const [a, b] = [await connectedState(ns), await connectedState(ns)];
    const policy = { free: 2, windowMs: 60_000, maxDelayMs: 10_000 };
    expect(await a.delays.attempt('k', policy)).toEqual({ allowed: true });
    expect(await b.delays.attempt('k', policy)).toEqual({ allowed: true });
    const waiting = await a.delays.attempt('k', policy);
    expect(waiting.allowed).toBe(false);
    expect(waiting.allowed === false && waiting.retryInMs).toBeGreaterThan(1500);
    expect(waiting.allowed === false && waiting.retryInMs).toBeLessThanOrEqual(2000);
    // An attempt that turned out not to fail is taken back; a reset forgets them all.
    await b.delays.release('k');
    expect(await b.delays.attempt('k', policy)).toEqual({ allowed: true });
    await a.delays.reset('k');
    expect(await b.delays.attempt('k', policy)).toEqual({ allowed: true });
    await Promise.all([a.close(), b.close()]);
  });

  it('let exactly one of many simultaneous attempts through once the free ones are spent (decision 0014)', async () => {
    const ns = namespace();
    const [a, b] = [await connectedState(ns), await connectedState(ns)];
    const policy = { free: 1, windowMs: 60_000, maxDelayMs: 60_000 };
    expect(await a.delays.attempt('burst', policy)).toEqual({ allowed: true });
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).delays.attempt('burst', policy)),
    );
    // The free attempt was spent: each of these must wait 2 s after it, so none passes...
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(0);
    await a.delays.reset('burst');
    // ...and after a reset, of forty at once exactly the one free attempt passes.
    const again = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).delays.attempt('burst', policy)),
    );
    expect(again.filter((outcome) => outcome.allowed)).toHaveLength(1);
    await Promise.all([a.close(), b.close()]);
  });

  it('fall back to counting in memory when Redis is unreachable', async () => {
    const errors: unknown[] = [];
    const state = createRedisState('redis://127.0.0.1:1', (error) => errors.push(error));
    const counter = state.windowCounter('test:address', { max: 2, windowSeconds: 1 });
    const [first, second] = [await counter.consume('k'), await counter.consume('k')];
    expect([first.consumedPoints, second.consumedPoints]).toEqual([1, 2]);
    await expect(counter.consume('k')).rejects.toMatchObject({ remainingPoints: 0 });
    const policy = { free: 1, windowMs: 1000, maxDelayMs: 1000 };
    expect(await state.delays.attempt('d', policy)).toEqual({ allowed: true });
    expect((await state.delays.attempt('d', policy)).allowed).toBe(false);
    expect(await state.seenRequests.firstSighting('s', 1000)).toBe(true);
    expect(await state.seenRequests.firstSighting('s', 1000)).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
    await state.close();
  });
});
