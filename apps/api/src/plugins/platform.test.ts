import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../lib/logger.ts';
import {
  createCustomer,
  createTestApi,
  openUnreachableDatabase,
  passwordGrant,
  usesPostgres,
  type TestApi,
} from '../test/harness.ts';

let api: TestApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

describe('the API platform', () => {
  it('answers unknown API paths with a JSON 404 in the asked language', async () => {
    api = await createTestApi();
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/v1/client/no-such-thing',
      headers: { 'accept-language': 'uz' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ code: 'common.not_found', message: 'Siz izlagan narsa topilmadi.' });
  });

  it('is live and ready while the database answers', async () => {
    api = await createTestApi();
    expect((await api.app.inject('/health')).json()).toEqual({ status: 'ok' });
    expect((await api.app.inject('/ready')).json()).toEqual({ status: 'ready' });
  });

  it('reports not ready (503 with Retry-After) as soon as the database is unreachable, while staying live', async () => {
    const unreachable = await openUnreachableDatabase('refused');
    api = await createTestApi({ database: unreachable.database, seed: false });
    const ready = await api.app.inject('/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBeDefined();
    expect(ready.json().code).toBe('common.unavailable');
    expect((await api.app.inject('/health')).statusCode).toBe(200);
    await unreachable.stop();
  });

  it('turns an unreachable database into a 503 for customer requests, not a 500', async () => {
    const unreachable = await openUnreachableDatabase('refused');
    api = await createTestApi({ database: unreachable.database, seed: false });
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/client/oauth/token',
      payload: passwordGrant(api.config, 'someone@yolla.test', 'whatever'),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('common.unavailable');
    await unreachable.stop();
  });

  it.runIf(usesPostgres)('answers fast with 503 when the database accepts connections but never replies', async () => {
    const frozen = await openUnreachableDatabase('frozen');
    api = await createTestApi({ database: frozen.database, seed: false });
    const started = Date.now();
    const [ready, me] = await Promise.all([
      api.app.inject('/ready'),
      api.app.inject({
        method: 'POST',
        url: '/api/v1/client/oauth/token',
        payload: passwordGrant(api.config, 'a@yolla.test', 'x'),
      }),
    ]);
    expect(ready.statusCode).toBe(503);
    expect(me.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(3000);
    await frozen.stop();
  });

  it('hides the internals of unexpected failures', async () => {
    api = await createTestApi({
      configure: (app) => {
        app.get('/api/v1/client/__explode', async () => {
          throw new Error('secret: connection string postgres://admin:hunter2@db');
        });
      },
    });
    const response = await api.app.inject('/api/v1/client/__explode');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'common.internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('sends security headers', async () => {
    api = await createTestApi();
    const response = await api.app.inject('/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('serves the OpenAPI document with the sign-in and /me endpoints', async () => {
    api = await createTestApi();
    const spec = (await api.app.inject('/api/docs/json')).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/client/oauth/token',
        '/api/v1/client/me',
        '/api/v1/client/tariffs',
        '/api/v2/client/me',
      ]),
    );
    const ui = await api.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('honours a configured API segment', async () => {
    api = await createTestApi({ env: { API_SEGMENT: 'customer' } });
    expect((await api.app.inject('/api/v1/customer/me')).statusCode).toBe(401);
    expect((await api.app.inject('/api/v1/client/me')).statusCode).toBe(404);
  });

  it('never writes passwords, secrets, tokens or the customer’s address to the log', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    api = await createTestApi({ logger: loggerOptions('trace', sink) });
    const { app, config, database } = api;
    const customer = await createCustomer(database);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/client/oauth/token',
      payload: passwordGrant(config, customer.email, customer.password),
    });
    const { access_token: accessToken, refresh_token: refreshToken } = signIn.json();
    await app.inject({
      method: 'GET',
      url: '/api/v1/client/me',
      headers: { authorization: `Bearer ${accessToken}`, cookie: 'yolla_auth_token=secret-cookie' },
      remoteAddress: '203.0.113.77',
    });
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('/api/v1/client/me');
    for (const secret of [
      customer.password,
      config.webClient.secret,
      accessToken,
      refreshToken,
      'secret-cookie',
      '203.0.113.77',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
