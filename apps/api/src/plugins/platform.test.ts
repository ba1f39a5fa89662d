import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import helmet from 'helmet';
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

  it('sends the security headers of Helmet on every answer: a route, a refusal, an unknown path, an error', async () => {
    api = await createTestApi();
    // What Helmet's defaults set, read off its middleware alone.
    const expected: Record<string, string> = {};
    const recorder = {
      setHeader: (name: string, value: unknown) => void (expected[name.toLowerCase()] = String(value)),
      removeHeader: () => undefined,
    };
    helmet()({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
    expect(expected).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(expected['strict-transport-security']).toBeDefined();

    const answers = [
      await api.app.inject('/health'),
      await api.app.inject('/api/v1/client/tariffs?destination=GE'),
      await api.app.inject('/api/v1/client/me'),
      await api.app.inject('/api/v1/client/nowhere'),
      await api.app.inject({
        method: 'POST',
        url: '/api/v1/client/oauth/token',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404, 400]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(expected);
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
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
