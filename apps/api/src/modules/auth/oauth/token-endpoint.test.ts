import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createTestApi,
  passwordGrant,
  type TestApi,
  type TestCustomer,
} from '../../../test/harness.ts';
import { requestToken, TOKEN_URL } from '../../../test/requests.ts';

let api: TestApi;
let customer: TestCustomer;

beforeAll(async () => {
  api = await createTestApi({ env: { GLOBAL_RATE_IP_MAX: '100000' } });
  customer = await createCustomer(api.database);
});
afterAll(() => api.close());

const basicHeader = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const grant = () => {
  const {
    client_id: _id,
    client_secret: _secret,
    ...rest
  } = passwordGrant(api.config, customer.email, customer.password);
  return rest;
};
const withBasic = (
  body: Record<string, unknown>,
  authorization = basicHeader(api.config.webClient.id, api.config.webClient.secret),
) => requestToken(api, body, { headers: { authorization } });
const form = (body: string, contentType = 'application/x-www-form-urlencoded') =>
  api.app.inject({ method: 'POST', url: TOKEN_URL, payload: body, headers: { 'content-type': contentType } });

describe('client authentication at the token endpoint', () => {
  it('accepts HTTP Basic without any client field in the body', async () => {
    const response = await withBasic(grant());
    expect(response.statusCode).toBe(200);
    expect(response.json().token_type).toBe('Bearer');
  });

  it('tolerates a body client_id that names the same client as Basic', async () => {
    const response = await withBasic({ ...grant(), client_id: api.config.webClient.id });
    expect(response.statusCode).toBe(200);
  });

  it('refuses Basic and a body secret together as invalid_request', async () => {
    const response = await withBasic({ ...grant(), client_secret: api.config.webClient.secret });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'auth.multiple_client_authentication',
      error: 'invalid_request',
      error_description: expect.stringContaining('one way only'),
    });
  });

  it('refuses Basic with a different body client_id as invalid_request', async () => {
    const response = await withBasic({ ...grant(), client_id: 'someone-else' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
  });

  it('answers a malformed or wrong Basic header with 401, a Basic challenge and invalid_client', async () => {
    for (const authorization of [
      'Basic !!!not-base64!!!',
      `Basic ${Buffer.from('no-colon-here').toString('base64')}`,
      `Basic ${Buffer.from('yolla-web:%E0%A4%A').toString('base64')}`,
      basicHeader(api.config.webClient.id, 'wrong-secret'),
      basicHeader('unknown-client', api.config.webClient.secret),
    ]) {
      const response = await withBasic(grant(), authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe(`Basic realm="${api.config.issuer}", charset="UTF-8"`);
      expect(response.json()).toMatchObject({
        code: 'auth.invalid_client',
        message: 'This application is not allowed to sign in.',
        error: 'invalid_client',
        error_description: 'This application is not allowed to sign in.',
      });
    }
  });

  it('answers a wrong body secret, or no client credentials at all, with 401 invalid_client and no challenge', async () => {
    for (const body of [
      { ...grant(), client_id: api.config.webClient.id, client_secret: 'wrong-secret' },
      { ...grant(), client_id: api.config.webClient.id },
      grant(),
    ]) {
      const response = await requestToken(api, body);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBeUndefined();
      expect(response.json()).toMatchObject({ code: 'auth.invalid_client', error: 'invalid_client' });
    }
  });

  it('ignores a bearer Authorization header: only Basic authenticates a client', async () => {
    const response = await requestToken(api, passwordGrant(api.config, customer.email, customer.password), {
      headers: { authorization: 'Bearer some-old-access-token' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('token endpoint requests', () => {
  it('ignore unknown parameters (RFC 6749 §3.2)', async () => {
    const response = await requestToken(api, {
      ...passwordGrant(api.config, customer.email, customer.password),
      nonce: 'x',
      device: 'phone',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuse any scope as invalid_scope, since none is defined, but accept an empty one', async () => {
    const body = passwordGrant(api.config, customer.email, customer.password);
    const scoped = await requestToken(api, { ...body, scope: 'openid profile' });
    expect(scoped.statusCode).toBe(400);
    expect(scoped.json()).toMatchObject({ code: 'auth.invalid_scope', error: 'invalid_scope' });
    expect((await requestToken(api, { ...body, scope: '' })).statusCode).toBe(200);
  });

  it('name an unknown grant type unsupported_grant_type, and keep the grant_type field error', async () => {
    const response = await requestToken(api, { ...grant(), grant_type: 'client_credentials' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'auth.unsupported_grant_type',
      message: 'This way of signing in is not supported.',
      error: 'unsupported_grant_type',
      error_description: 'This way of signing in is not supported.',
      errors: { grant_type: ['Choose one of the available options.'] },
    });
  });

  it('call a missing grant type, a repeated parameter, an unreadable or oversized body invalid_request', async () => {
    const missing = await requestToken(api, { username: customer.email, password: 'x' });
    expect(missing.json()).toMatchObject({ code: 'common.validation_failed', error: 'invalid_request' });
    expect(Object.keys(missing.json().errors)).toContain('grant_type');

    const repeated = await form(`grant_type=password&grant_type=refresh_token&username=${customer.email}&password=x`);
    expect(repeated.json()).toMatchObject({ error: 'invalid_request' });

    const broken = await form('{"grant_type":', 'application/json');
    expect(broken.json()).toMatchObject({ code: 'common.bad_request', error: 'invalid_request' });

    const xml = await form('grant_type=password', 'application/xml');
    expect(xml.json()).toMatchObject({ code: 'common.unsupported_media_type', error: 'invalid_request' });

    const oversized = await form(`grant_type=password&username=${'a'.repeat(70_000)}`);
    expect(oversized.json()).toMatchObject({ code: 'common.payload_too_large', error: 'invalid_request' });

    for (const response of [missing, repeated, broken, xml, oversized]) expect(response.statusCode).toBe(400);
  });

  it('accept a form-encoded body with Basic, as OAuth libraries send it', async () => {
    const body = new URLSearchParams({ grant_type: 'password', username: customer.email, password: customer.password });
    const response = await api.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      payload: body.toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        authorization: basicHeader(api.config.webClient.id, api.config.webClient.secret),
      },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('token endpoint answers', () => {
  it('are never cached, success or error', async () => {
    const answers = [
      await requestToken(api, passwordGrant(api.config, customer.email, customer.password)),
      await requestToken(api, passwordGrant(api.config, customer.email, 'wrong')),
      await withBasic(grant(), basicHeader('x', 'y')),
      await form('grant_type=password', 'application/xml'),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 401, 400]);
    for (const response of answers) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.pragma).toBe('no-cache');
    }
  });
});

describe('throttled token requests', () => {
  it('keep 429 with Retry-After and the house body, also when the global limit answers first', async () => {
    const limited = await createTestApi({ env: { LOGIN_RATE_IP_MAX: '1', GLOBAL_RATE_IP_MAX: '3' } });
    const attempt = () =>
      requestToken(limited, passwordGrant(limited.config, 'someone@yolla.test', 'wrong'), {
        remoteAddress: '198.51.100.23',
      });
    expect((await attempt()).statusCode).toBe(400);
    const perIp = await attempt();
    expect(perIp.statusCode).toBe(429);
    expect(perIp.headers['retry-after']).toBeDefined();
    expect(perIp.json()).toEqual({
      code: 'auth.too_many_attempts',
      message: 'Too many sign-in attempts. Please try again later.',
    });
    await attempt();
    const global = await attempt();
    expect(global.statusCode).toBe(429);
    expect(global.json().code).toBe('common.rate_limited');
    for (const response of [perIp, global]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.pragma).toBe('no-cache');
    }
    await limited.close();
  });
});
