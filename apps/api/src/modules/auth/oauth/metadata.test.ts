import { authorizationServerMetadataSchema } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';

const ISSUER = 'https://yolla.example';
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { OAUTH_ISSUER: ISSUER, API_SEGMENT: 'customer' } });
});
afterAll(() => api.close());

const metadata = (headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server', headers });

describe('the authorization-server metadata (RFC 8414)', () => {
  it('names the configured issuer, the endpoints under the API segment, the grants and client authentication methods', async () => {
    const response = await metadata();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(authorizationServerMetadataSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      issuer: ISSUER,
      token_endpoint: `${ISSUER}/api/v1/customer/oauth/token`,
      revocation_endpoint: `${ISSUER}/api/v1/customer/oauth/revoke`,
      grant_types_supported: [
        'password',
        'refresh_token',
        'urn:yolla:params:oauth:grant-type:sms-code',
        'urn:yolla:params:oauth:grant-type:digital-identity',
        'urn:yolla:params:oauth:grant-type:passkey',
      ],
      response_types_supported: [],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      service_documentation: `${ISSUER}/api/docs`,
      ui_locales_supported: ['az', 'en', 'ru', 'uz', 'ka'],
    });
  });

  it('is public and cacheable', async () => {
    const response = await metadata();
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('never takes the issuer from the Host or X-Forwarded-Host headers', async () => {
    const response = await metadata({ host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(response.json().issuer).toBe(ISSUER);
    expect(response.body).not.toContain('evil.example');
  });

  it('is listed in the OpenAPI document with the token and revocation endpoints', async () => {
    const spec = (await api.app.inject('/api/docs/json')).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/.well-known/oauth-authorization-server',
        '/api/v1/customer/oauth/token',
        '/api/v1/customer/oauth/revoke',
      ]),
    );
    expect(spec.components.securitySchemes.clientBasic).toMatchObject({ type: 'http', scheme: 'basic' });
  });
});
