import { describe, expect, it } from 'vitest';
import { createCustomer, createTestApi, openTestDatabase, passwordGrant } from '../test/harness.ts';
import { createRedisStore } from './rate-limit-store.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** A Redis store that has connected: until then it counts in memory (by design), which a test must not see. */
async function connectedStore(prefix: string) {
  let failed = false;
  const store = createRedisStore(redisUrl!, () => (failed = true), prefix);
  for (let i = 0; i < 50; i += 1) {
    failed = false;
    await store.hit('warm-up', 1000);
    if (!failed) return store;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('Redis did not connect');
}

describe.runIf(redisUrl)('rate limits backed by Redis', () => {
  it('are shared by several API instances', async () => {
    const prefix = `test-${Date.now()}-${Math.random()}`;
    const env = { LOGIN_RATE_ACCOUNT_MAX: '3', REDIS_URL: redisUrl!, API_SEGMENT: 'client' };
    const storeA = await connectedStore(prefix);
    const storeB = await connectedStore(prefix);
    const database = await openTestDatabase();
    const a = await createTestApi({ env, database, rateLimitStore: storeA });
    const b = await createTestApi({ env, database: await openTestDatabase(), rateLimitStore: storeB });
    const customer = await createCustomer(database);
    const attempt = (api: typeof a, password: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/client/oauth/token',
        payload: passwordGrant(api.config, customer.email, password),
      });
    expect((await attempt(a, 'wrong')).statusCode).toBe(400);
    expect((await attempt(b, 'wrong')).statusCode).toBe(400);
    expect((await attempt(a, 'wrong')).statusCode).toBe(400);
    expect((await attempt(b, customer.password)).statusCode).toBe(429);
    await a.close();
    await b.close();
    await storeA.close();
    await storeB.close();
  });

  it('share the growing delay of failed sign-ins between instances, by the Redis clock', async () => {
    const prefix = `test-${Date.now()}-${Math.random()}`;
    const [a, b] = [await connectedStore(prefix), await connectedStore(prefix)];
    const policy = { free: 2, windowMs: 60_000, maxDelayMs: 10_000 };
    expect(await a.attempt('k', policy)).toEqual({ allowed: true });
    expect(await b.attempt('k', policy)).toEqual({ allowed: true });
    const waiting = await a.attempt('k', policy);
    expect(waiting.allowed).toBe(false);
    expect(waiting.allowed === false && waiting.retryInMs).toBeGreaterThan(1500);
    expect(waiting.allowed === false && waiting.retryInMs).toBeLessThanOrEqual(2000);
    // An attempt that turned out not to fail is taken back; a reset forgets them all.
    await b.release('k');
    expect(await b.attempt('k', policy)).toEqual({ allowed: true });
    await a.reset('k');
    expect(await b.attempt('k', policy)).toEqual({ allowed: true });
    await a.close();
    await b.close();
  });

  it('make an account wait on every instance, whichever identifier each was given', async () => {
    const prefix = `test-${Date.now()}-${Math.random()}`;
    const env = { LOGIN_RATE_ACCOUNT_MAX: '2', REDIS_URL: redisUrl! };
    const storeA = await connectedStore(prefix);
    const storeB = await connectedStore(prefix);
    const database = await openTestDatabase();
    const a = await createTestApi({ env, database, rateLimitStore: storeA });
    const b = await createTestApi({ env, database: await openTestDatabase(), rateLimitStore: storeB });
    const customer = await createCustomer(database);
    const attempt = (api: typeof a, username: string, password: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/client/oauth/token',
        payload: passwordGrant(api.config, username, password),
      });
    expect((await attempt(a, customer.email, 'wrong')).statusCode).toBe(400);
    expect((await attempt(a, customer.email, 'wrong')).statusCode).toBe(400);
    const waiting = await attempt(b, customer.phone, customer.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('2');
    await a.close();
    await b.close();
    await storeA.close();
    await storeB.close();
  });

  it('fall back to counting in memory when Redis is unreachable', async () => {
    const errors: unknown[] = [];
    const store = createRedisStore('redis://127.0.0.1:1', (error) => errors.push(error));
    const first = await store.hit('k', 1000);
    const second = await store.hit('k', 1000);
    expect([first.count, second.count]).toEqual([1, 2]);
    const policy = { free: 1, windowMs: 1000, maxDelayMs: 1000 };
    expect(await store.attempt('d', policy)).toEqual({ allowed: true });
    expect((await store.attempt('d', policy)).allowed).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
    await store.close();
  });
});
