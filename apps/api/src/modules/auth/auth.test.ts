import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestApi, passwordGrant, type TestApi, type TestCustomer } from '../../test/harness.ts';
import { getMe, requestToken, TOKEN_URL } from '../../test/requests.ts';

let api: TestApi;
let customer: TestCustomer;

beforeAll(async () => {
  api = await createTestApi();
  customer = await createCustomer(api.database);
});
afterAll(() => api.close());

const token = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  requestToken(api, body, { headers });
const me = (accessToken: string) => getMe(api, `Bearer ${accessToken}`);

describe('signing in with a password', () => {
  it('gives a bearer access token and a refresh token for the right e-mail and password', async () => {
    const response = await token(passwordGrant(api.config, customer.email, customer.password));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      token_type: 'Bearer',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
    });
    expect((await me(body.access_token)).statusCode).toBe(200);
  });

  it('accepts the phone number, with spaces, as the username', async () => {
    const spaced = `${customer.phone.slice(0, 4)} ${customer.phone.slice(4, 6)} ${customer.phone.slice(6)}`;
    const response = await token(passwordGrant(api.config, spaced, customer.password));
    expect(response.statusCode).toBe(200);
  });

  it('accepts the e-mail in any letter case', async () => {
    const response = await token(passwordGrant(api.config, customer.email.toUpperCase(), customer.password));
    expect(response.statusCode).toBe(200);
  });

  it('accepts a form-encoded body, as OAuth clients send it', async () => {
    const form = new URLSearchParams(passwordGrant(api.config, customer.email, customer.password)).toString();
    const response = await api.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account identically, so accounts cannot be discovered', async () => {
    const wrongPassword = await token(passwordGrant(api.config, customer.email, 'not-the-password'));
    const unknownEmail = await token(passwordGrant(api.config, 'nobody-here@yolla.test', 'not-the-password'));
    const unknownPhone = await token(passwordGrant(api.config, '+994559999999', 'not-the-password'));
    for (const response of [wrongPassword, unknownEmail, unknownPhone]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'auth.invalid_credentials',
        message: 'The phone, e-mail or password is incorrect.',
        error: 'invalid_grant',
        error_description: 'The phone, e-mail or password is incorrect.',
      });
    }
  });

  it('refuses a client with a wrong secret', async () => {
    const response = await token({
      ...passwordGrant(api.config, customer.email, customer.password),
      client_secret: 'wrong-secret',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.invalid_client');
  });

  it('refuses a blocked account only after the password is right', async () => {
    const blocked = await createCustomer(api.database, { status: 'blocked' });
    const wrong = await token(passwordGrant(api.config, blocked.email, 'wrong-password'));
    expect(wrong.json().code).toBe('auth.invalid_credentials');
    const right = await token(passwordGrant(api.config, blocked.email, blocked.password));
    // RFC 6749 §5.2: a grant the server refuses is a 400 invalid_grant (it was a 403 before the token endpoint spoke OAuth).
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'auth.account_blocked', error: 'invalid_grant' });
  });
});

describe('validation errors', () => {
  it('name each bad field, in English by default', async () => {
    const response = await token({
      grant_type: 'password',
      username: 'not a phone',
      client_id: 'x',
      client_secret: 'y',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'common.validation_failed',
      message: 'Some fields need your attention.',
      error: 'invalid_request',
      error_description: 'Some fields need your attention.',
      errors: {
        username: [expect.stringContaining('international format')],
        password: ['This field is required.'],
      },
    });
  });

  it('speak the language of Accept-Language', async () => {
    const response = await token(
      { grant_type: 'password', username: 'bad', password: '', client_id: 'x', client_secret: 'y' },
      { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' },
    );
    expect(response.json()).toEqual({
      code: 'common.validation_failed',
      message: 'Проверьте правильность заполнения полей.',
      error: 'invalid_request',
      error_description: 'Проверьте правильность заполнения полей.',
      errors: {
        username: [expect.stringContaining('международном формате')],
        password: ['Заполните это поле.'],
      },
    });
  });

  it('speak Azerbaijani and Georgian too, and fall back to English for other languages', async () => {
    const body = { grant_type: 'password', username: 'demo@yolla.test', client_id: 'x', client_secret: 'y' };
    const az = await token(body, { 'accept-language': 'az' });
    expect(az.json().errors.password).toEqual(['Bu xananı doldurun.']);
    const ka = await token(body, { 'accept-language': 'ka-GE' });
    expect(ka.json().errors.password).toEqual(['შეავსეთ ეს ველი.']);
    const fr = await token(body, { 'accept-language': 'fr-FR' });
    expect(fr.json().errors.password).toEqual(['This field is required.']);
  });

  it('reject an unknown grant type on the grant_type field', async () => {
    const response = await token({ grant_type: 'client_credentials', client_id: 'x', client_secret: 'y' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain('grant_type');
  });

  it('reject a body that is not JSON with a stable code', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      payload: '{"grant_type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('common.bad_request');
  });
});
