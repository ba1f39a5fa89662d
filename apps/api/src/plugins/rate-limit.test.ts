import { afterEach, describe, expect, it } from 'vitest';
import { createCustomer, createTestApi, passwordGrant, type TestApi } from '../test/harness.ts';

let api: TestApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

function attempt(app: TestApi, username: string, password: string, ip = '203.0.113.10') {
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/client/oauth/token',
    payload: passwordGrant(app.config, username, password),
    remoteAddress: ip,
  });
}

describe('rate limits on sign-in', () => {
  it('make an account wait after repeated wrong passwords, even for the right one, with Retry-After', async () => {
    api = await createTestApi({
      env: { LOGIN_FAILURES_RATE_ACCOUNT_MAX: '3', LOGIN_FAILURES_RATE_ACCOUNT_WINDOW_SECONDS: '600' },
    });
    const customer = await createCustomer(api.database);
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt(api, customer.email, 'wrong', `198.51.100.${i}`)).statusCode).toBe(400);
    }
    const locked = await attempt(api, customer.email, customer.password, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    // A growing delay rather than a lock for the whole window (decision 0014): 2 s after the third failure.
    expect(Number(locked.headers['retry-after'])).toBe(2);
    expect(locked.json()).toEqual({
      code: 'auth.too_many_attempts',
      message: 'Too many sign-in attempts. Please try again later.',
    });
  });

  it('count an account the same whether it is typed as e-mail in capitals or lower case', async () => {
    api = await createTestApi({ env: { LOGIN_FAILURES_RATE_ACCOUNT_MAX: '2' } });
    const customer = await createCustomer(api.database);
    await attempt(api, customer.email.toUpperCase(), 'wrong');
    await attempt(api, customer.email, 'wrong');
    expect((await attempt(api, customer.email, customer.password)).statusCode).toBe(429);
  });

  it('delay unknown accounts exactly like known ones, so the limit reveals nothing', async () => {
    api = await createTestApi({ env: { LOGIN_FAILURES_RATE_ACCOUNT_MAX: '2' } });
    const known = await createCustomer(api.database);
    const answers = [];
    for (const username of [known.email, 'ghost@yolla.test']) {
      for (let i = 0; i < 3; i += 1) answers.push([username, (await attempt(api, username, 'wrong')).statusCode]);
    }
    expect(answers.map(([, status]) => status)).toEqual([400, 400, 429, 400, 400, 429]);
  });

  it('reset the account counter after a successful sign-in', async () => {
    api = await createTestApi({ env: { LOGIN_FAILURES_RATE_ACCOUNT_MAX: '2' } });
    const customer = await createCustomer(api.database);
    await attempt(api, customer.email, 'wrong');
    expect((await attempt(api, customer.email, customer.password)).statusCode).toBe(200);
    await attempt(api, customer.email, 'wrong');
    expect((await attempt(api, customer.email, customer.password)).statusCode).toBe(200);
  });

  it('limit one address trying many accounts, without affecting other addresses', async () => {
    api = await createTestApi({ env: { LOGIN_RATE_IP_MAX: '4' } });
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt(api, `user${i}@yolla.test`, 'wrong', '192.0.2.1')).statusCode).toBe(400);
    }
    const blocked = await attempt(api, 'user9@yolla.test', 'wrong', '192.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await attempt(api, 'user9@yolla.test', 'wrong', '192.0.2.2')).statusCode).toBe(400);
  });

  it('limit refresh attempts per address', async () => {
    api = await createTestApi({ env: { REFRESH_RATE_IP_MAX: '2' } });
    const refresh = () =>
      api!.app.inject({
        method: 'POST',
        url: '/api/v1/client/oauth/token',
        remoteAddress: '192.0.2.50',
        payload: {
          grant_type: 'refresh_token',
          refresh_token: 'guess',
          client_id: api!.config.webClient.id,
          client_secret: api!.config.webClient.secret,
        },
      });
    expect((await refresh()).statusCode).toBe(400);
    expect((await refresh()).statusCode).toBe(400);
    expect((await refresh()).statusCode).toBe(429);
  });
});

describe('the global limit per address', () => {
  it('answers 429 past the limit but keeps health checks open', async () => {
    api = await createTestApi({ env: { GLOBAL_RATE_IP_MAX: '3' } });
    const get = (url: string) => api!.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.77' });
    for (let i = 0; i < 3; i += 1) expect((await get('/api/v1/client/me')).statusCode).toBe(401);
    const limited = await get('/api/v1/client/me');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('common.rate_limited');
    expect((await get('/health')).statusCode).toBe(200);
  });

  it('trusts X-Forwarded-For only from the local web server (loopback)', async () => {
    api = await createTestApi({ env: { GLOBAL_RATE_IP_MAX: '1' } });
    const viaWeb = (client: string) =>
      api!.app.inject({
        method: 'GET',
        url: '/api/v1/client/me',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    expect((await viaWeb('198.51.100.1')).statusCode).toBe(401);
    expect((await viaWeb('198.51.100.2')).statusCode).toBe(401);
    expect((await viaWeb('198.51.100.1')).statusCode).toBe(429);
    const spoofed = (client: string) =>
      api!.app.inject({
        method: 'GET',
        url: '/api/v1/client/me',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': client },
      });
    expect((await spoofed('10.0.0.1')).statusCode).toBe(401);
    expect((await spoofed('10.0.0.2')).statusCode).toBe(429);
  });
});
