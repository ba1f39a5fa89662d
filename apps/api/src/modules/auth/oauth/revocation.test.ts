import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestApi, type TestApi, type TestCustomer } from '../../../test/harness.ts';
import { getMe, refreshWith, signInAs } from '../../../test/requests.ts';
import { upsertClient } from '../auth.repository.ts';
import { sha256 } from '../auth.tokens.ts';

const REVOKE_URL = '/api/v1/client/oauth/revoke';
const OTHER = { id: 'partner-app', secret: 'partner-app-secret-0123' };

let api: TestApi;
let customer: TestCustomer;

beforeAll(async () => {
  api = await createTestApi({ env: { GLOBAL_RATE_IP_MAX: '100000' } });
  await upsertClient(api.database.db, { id: OTHER.id, name: 'Partner', secretHash: sha256(OTHER.secret) });
  customer = await createCustomer(api.database);
});
afterAll(() => api.close());

async function signIn() {
  const response = await signInAs(api, customer);
  expect(response.statusCode).toBe(200);
  return response.json() as { access_token: string; refresh_token: string };
}

function revoke(
  body: Record<string, string>,
  client = { id: api.config.webClient.id, secret: api.config.webClient.secret },
) {
  return api.app.inject({
    method: 'POST',
    url: REVOKE_URL,
    payload: new URLSearchParams(body).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
    },
  });
}

const me = (accessToken: string) => getMe(api, `Bearer ${accessToken}`);

describe('revoking a token (RFC 7009)', () => {
  it('ends the whole session when given its refresh token: the access token and later refreshes stop working', async () => {
    const session = await signIn();
    const response = await revoke({ token: session.refresh_token, token_type_hint: 'refresh_token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await me(session.access_token)).statusCode).toBe(401);
    const refreshed = await refreshWith(api, session.refresh_token);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json()).toMatchObject({ code: 'auth.invalid_refresh_token', error: 'invalid_grant' });
  });

  it('ends the session of an earlier, already rotated refresh token of it too', async () => {
    const first = await signIn();
    const second = (await refreshWith(api, first.refresh_token)).json();
    expect((await revoke({ token: first.refresh_token })).statusCode).toBe(200);
    expect((await me(second.access_token)).statusCode).toBe(401);
  });

  it('ends the session when given its access token, whatever the hint says', async () => {
    const session = await signIn();
    expect((await revoke({ token: session.access_token, token_type_hint: 'refresh_token' })).statusCode).toBe(200);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refreshWith(api, session.refresh_token)).statusCode).toBe(400);
  });

  it('leaves the customer’s other sessions alone', async () => {
    const laptop = await signIn();
    const phone = await signIn();
    await revoke({ token: laptop.refresh_token });
    expect((await me(phone.access_token)).statusCode).toBe(200);
  });

  it('answers 200 for an unknown token, an unknown hint, and another client’s token, which stays valid', async () => {
    expect((await revoke({ token: 'never-issued', token_type_hint: 'id_token' })).statusCode).toBe(200);
    const session = await signIn();
    expect((await revoke({ token: session.refresh_token }, OTHER)).statusCode).toBe(200);
    expect((await revoke({ token: session.access_token }, OTHER)).statusCode).toBe(200);
    expect((await me(session.access_token)).statusCode).toBe(200);
    expect((await refreshWith(api, session.refresh_token)).statusCode).toBe(200);
  });

  it('requires client authentication: a wrong secret is 401 invalid_client and revokes nothing', async () => {
    const session = await signIn();
    const response = await revoke({ token: session.refresh_token }, { id: api.config.webClient.id, secret: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Basic realm=/);
    expect(response.json()).toMatchObject({ code: 'auth.invalid_client', error: 'invalid_client' });
    const anonymous = await api.app.inject({
      method: 'POST',
      url: REVOKE_URL,
      payload: { token: session.refresh_token },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await me(session.access_token)).statusCode).toBe(200);
  });

  it('accepts the client in the body, and calls a missing token invalid_request', async () => {
    const session = await signIn();
    const body = { client_id: api.config.webClient.id, client_secret: api.config.webClient.secret };
    const missing = await api.app.inject({ method: 'POST', url: REVOKE_URL, payload: body });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'common.validation_failed', error: 'invalid_request' });
    const revoked = await api.app.inject({
      method: 'POST',
      url: REVOKE_URL,
      payload: { ...body, token: session.refresh_token },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await me(session.access_token)).statusCode).toBe(401);
  });
});

describe('the revocation rate limit', () => {
  it('counts attempts per address and answers 429 with Retry-After past it', async () => {
    const limited = await createTestApi({ env: { REVOKE_RATE_IP_MAX: '2' } });
    const attempt = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: REVOKE_URL,
        remoteAddress,
        payload: { token: 'x', client_id: limited.config.webClient.id, client_secret: limited.config.webClient.secret },
      });
    expect((await attempt('192.0.2.60')).statusCode).toBe(200);
    expect((await attempt('192.0.2.60')).statusCode).toBe(200);
    const blocked = await attempt('192.0.2.60');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().code).toBe('common.rate_limited');
    expect((await attempt('192.0.2.61')).statusCode).toBe(200);
    await limited.close();
  });
});
