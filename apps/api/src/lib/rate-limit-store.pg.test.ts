import { describe, expect, it } from 'vitest';
import { createCustomer, createTestApi, openTestDatabase, passwordGrant } from '../test/harness.ts';
import { createRedisStore } from './rate-limit-store.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits backed by Redis', () => {
  it('are shared by several API instances', async () => {
    const prefix = `test-${Date.now()}-${Math.random()}`;
    const env = { LOGIN_RATE_ACCOUNT_MAX: '3', REDIS_URL: redisUrl!, API_SEGMENT: 'client' };
    const storeA = createRedisStore(redisUrl!, () => undefined, prefix);
    const storeB = createRedisStore(redisUrl!, () => undefined, prefix);
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

  it('fall back to counting in memory when Redis is unreachable', async () => {
    const errors: unknown[] = [];
    const store = createRedisStore('redis://127.0.0.1:1', (error) => errors.push(error));
    const first = await store.hit('k', 1000);
    const second = await store.hit('k', 1000);
    expect([first.count, second.count]).toEqual([1, 2]);
    expect(errors.length).toBeGreaterThan(0);
    await store.close();
  });
});
