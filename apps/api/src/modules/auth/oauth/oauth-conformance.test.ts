import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageSpentToken,
  createCustomer,
  createTestApi,
  type TestApi,
  type TestCustomer,
} from '../../../test/harness.ts';
import { sha256 } from '../auth.tokens.ts';
import { upsertClient } from '../auth.repository.ts';

/**
 * The token endpoint as a third party meets it: a strict, widely used OAuth 2 client library
 * (oauth4webapi, pinned) over a real socket, starting from discovery of the issuer.
 */
const ISSUER = 'https://id.yolla.test';
let api: TestApi;
let customer: TestCustomer;
let as: oauth.AuthorizationServer;
let viaSocket: typeof fetch;

/** A partner client whose id and secret need RFC 6749 Appendix B's form-encoding inside Basic. */
const PARTNER = { id: 'partner app:1', secret: 'sëcret+with/odd=chars:%20 and spaces' };

beforeAll(async () => {
  api = await createTestApi({ env: { OAUTH_ISSUER: ISSUER, GLOBAL_RATE_IP_MAX: '100000' } });
  await upsertClient(api.database.db, { id: PARTNER.id, name: 'Partner', secretHash: sha256(PARTNER.secret) });
  customer = await createCustomer(api.database);
  const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
  // The issuer's name resolves to the test server: the library sees https://id.yolla.test throughout.
  viaSocket = (input, init) => fetch(String(input).replace(ISSUER, address), init);
  const response = await oauth.discoveryRequest(new URL(ISSUER), {
    algorithm: 'oauth2',
    [oauth.customFetch]: viaSocket,
  });
  as = await oauth.processDiscoveryResponse(new URL(ISSUER), response);
});
afterAll(() => api.close());

const options = () => ({ [oauth.customFetch]: viaSocket });
const web = () => ({ client: { client_id: api.config.webClient.id }, secret: api.config.webClient.secret });
const basic = (secret = web().secret) => oauth.ClientSecretBasic(secret);
const post = (secret = web().secret) => oauth.ClientSecretPost(secret);

async function passwordGrant(auth: oauth.ClientAuth, username: string, password: string, client = web().client) {
  const params = new URLSearchParams({ username, password });
  const response = await oauth.genericTokenEndpointRequest(as, client, auth, 'password', params, options());
  return oauth.processGenericTokenEndpointResponse(as, client, response);
}

async function refresh(auth: oauth.ClientAuth, refreshToken: string) {
  const response = await oauth.refreshTokenGrantRequest(as, web().client, auth, refreshToken, options());
  return oauth.processRefreshTokenResponse(as, web().client, response);
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('the request should have failed'),
    (error: unknown) => error,
  );
}

describe('a standard OAuth 2 client library', () => {
  it('discovers the server from its issuer with the RFC 8414 metadata', () => {
    expect(as).toMatchObject({
      issuer: ISSUER,
      token_endpoint: `${ISSUER}/api/v1/client/oauth/token`,
      revocation_endpoint: `${ISSUER}/api/v1/client/oauth/revoke`,
      grant_types_supported: [
        'password',
        'refresh_token',
        'urn:yolla:params:oauth:grant-type:sms-code',
        'urn:yolla:params:oauth:grant-type:digital-identity',
        'urn:yolla:params:oauth:grant-type:passkey',
      ],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    });
  });

  it('signs in with the password grant, the client authenticated in the body', async () => {
    const tokens = await passwordGrant(post(), customer.email, customer.password);
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 900 });
    expect(tokens.access_token).toEqual(expect.any(String));
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('signs in with the client authenticated by HTTP Basic', async () => {
    const tokens = await passwordGrant(basic(), customer.email, customer.password);
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('form-encodes a client id and secret with special characters in Basic, and the server reads them back', async () => {
    const client = { client_id: PARTNER.id };
    const tokens = await passwordGrant(basic(PARTNER.secret), customer.email, customer.password, client);
    expect(tokens.access_token).toEqual(expect.any(String));
  });

  it('rotates the refresh token, and one reused after the grace window is invalid_grant', async () => {
    const first = await passwordGrant(basic(), customer.email, customer.password);
    const second = await refresh(basic(), first.refresh_token!);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    await ageSpentToken(api.database, first.refresh_token!);
    const reused = await failure(refresh(basic(), first.refresh_token!));
    expect(reused).toBeInstanceOf(oauth.ResponseBodyError);
    expect(reused).toMatchObject({ error: 'invalid_grant', status: 400 });
  });

  it('reports a wrong password and an unknown user as invalid_grant, with the same status and body', async () => {
    const wrong = await failure(passwordGrant(post(), customer.email, 'not-the-password'));
    const unknown = await failure(passwordGrant(post(), 'nobody-here@yolla.test', 'not-the-password'));
    for (const error of [wrong, unknown]) {
      expect(error).toBeInstanceOf(oauth.ResponseBodyError);
      expect(error).toMatchObject({
        error: 'invalid_grant',
        status: 400,
        error_description: 'The phone, e-mail or password is incorrect.',
      });
    }
    expect((wrong as oauth.ResponseBodyError).cause).toEqual((unknown as oauth.ResponseBodyError).cause);
  });

  it('gets a 401 Basic challenge and invalid_client for a wrong secret sent with Basic', async () => {
    const error = await failure(passwordGrant(basic('wrong-secret'), customer.email, customer.password));
    expect(error).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    const challenge = error as oauth.WWWAuthenticateChallengeError;
    expect(challenge.status).toBe(401);
    expect(challenge.cause[0]).toMatchObject({ scheme: 'basic', parameters: { realm: ISSUER } });
    expect(await challenge.response.json()).toMatchObject({ error: 'invalid_client', code: 'auth.invalid_client' });
  });

  it('gets invalid_client (401) for a wrong secret sent in the body', async () => {
    const error = await failure(passwordGrant(post('wrong-secret'), customer.email, customer.password));
    expect(error).toBeInstanceOf(oauth.ResponseBodyError);
    expect(error).toMatchObject({ error: 'invalid_client', status: 401 });
  });

  it('gets unsupported_grant_type for a grant the server does not speak', async () => {
    for (const grant of ['client_credentials', 'urn:ietf:params:oauth:grant-type:device_code']) {
      const response = await oauth.genericTokenEndpointRequest(as, web().client, basic(), grant, {}, options());
      const error = await failure(oauth.processGenericTokenEndpointResponse(as, web().client, response));
      expect(error).toMatchObject({ error: 'unsupported_grant_type', status: 400 });
    }
  });

  it('gets invalid_request for a missing parameter', async () => {
    const params = new URLSearchParams({ username: customer.email });
    const response = await oauth.genericTokenEndpointRequest(as, web().client, basic(), 'password', params, options());
    const error = await failure(oauth.processGenericTokenEndpointResponse(as, web().client, response));
    expect(error).toBeInstanceOf(oauth.ResponseBodyError);
    expect(error).toMatchObject({ error: 'invalid_request', status: 400 });
  });

  it('revokes a refresh token (RFC 7009), after which refreshing is invalid_grant', async () => {
    const tokens = await passwordGrant(basic(), customer.email, customer.password);
    const response = await oauth.revocationRequest(as, web().client, basic(), tokens.refresh_token!, options());
    await expect(oauth.processRevocationResponse(response)).resolves.toBeUndefined();
    const error = await failure(refresh(basic(), tokens.refresh_token!));
    expect(error).toMatchObject({ error: 'invalid_grant', status: 400 });
  });

  it('revokes with the client authenticated in the body too, and accepts an unknown token', async () => {
    const response = await oauth.revocationRequest(as, web().client, post(), 'never-issued', options());
    await expect(oauth.processRevocationResponse(response)).resolves.toBeUndefined();
  });
});
