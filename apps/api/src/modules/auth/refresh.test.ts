import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageSpentToken, createCustomer, createTestApi, type TestApi, type TestCustomer } from '../../test/harness.ts';
import { getMe, refreshWith, signInAs, signOutWith } from '../../test/requests.ts';

let api: TestApi;
let customer: TestCustomer;

beforeAll(async () => {
  api = await createTestApi();
  customer = await createCustomer(api.database);
});
afterAll(() => api.close());

async function signIn() {
  const response = await signInAs(api, customer);
  expect(response.statusCode).toBe(200);
  return response.json() as { access_token: string; refresh_token: string };
}

const refresh = (token: string) => refreshWith(api, token);
const me = (accessToken: string) => getMe(api, `Bearer ${accessToken}`);
const signOut = (accessToken: string) => signOutWith(api, accessToken);

describe('refreshing a session', () => {
  it('rotates the refresh token: a new pair comes back and the old refresh token is spent', async () => {
    const first = await signIn();
    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await me(second.access_token)).statusCode).toBe(200);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('treats a refresh token replayed after the grace window as stolen and ends the whole session', async () => {
    const first = await signIn();
    const second = (await refresh(first.refresh_token)).json();
    await ageSpentToken(api.database, first.refresh_token, api.config.tokens.reuseGraceSeconds + 1);

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('auth.invalid_refresh_token');

    expect((await refresh(second.refresh_token)).statusCode).toBe(400);
    expect((await me(second.access_token)).statusCode).toBe(401);
    expect((await me(first.access_token)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same customer alone when one is revoked', async () => {
    const laptop = await signIn();
    const phone = await signIn();
    await refresh(laptop.refresh_token);
    await ageSpentToken(api.database, laptop.refresh_token);
    await refresh(laptop.refresh_token);
    expect((await me(laptop.access_token)).statusCode).toBe(401);
    expect((await me(phone.access_token)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token with the same answer as a spent one', async () => {
    const response = await refresh('this-token-was-never-issued');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'auth.invalid_refresh_token',
      message: expect.any(String),
      error: 'invalid_grant',
      error_description: expect.any(String),
    });
  });

  it('refuses a refresh token presented by another client', async () => {
    const session = await signIn();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/client/oauth/token',
      payload: {
        grant_type: 'refresh_token',
        refresh_token: session.refresh_token,
        client_id: 'other',
        client_secret: 'whatever-secret',
      },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.invalid_client');
  });
});

describe('signing out', () => {
  it('revokes the access token at once and every refresh token of the session', async () => {
    const session = await signIn();
    const response = await signOut(session.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have signed out. See you soon!' });
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(400);
  });

  it('needs a valid access token', async () => {
    const response = await api.app.inject({ method: 'DELETE', url: '/api/v1/client/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('common.unauthenticated');
  });
});
