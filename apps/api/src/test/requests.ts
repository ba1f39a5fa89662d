import { passwordGrant, type TestApi, type TestCustomer } from './harness.ts';

/** The API calls tests make again and again, through `app.inject`. */

export const TOKEN_URL = '/api/v1/client/oauth/token';

export function requestToken(
  api: TestApi,
  body: Record<string, unknown>,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return api.app.inject({ method: 'POST', url: TOKEN_URL, payload: body, ...options });
}

export function signInAs(api: TestApi, customer: Pick<TestCustomer, 'email' | 'password'>, remoteAddress?: string) {
  return requestToken(
    api,
    passwordGrant(api.config, customer.email, customer.password),
    remoteAddress ? { remoteAddress } : {},
  );
}

export function refreshWith(api: TestApi, refreshToken: string, remoteAddress?: string) {
  return requestToken(
    api,
    {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: api.config.webClient.id,
      client_secret: api.config.webClient.secret,
    },
    remoteAddress ? { remoteAddress } : {},
  );
}

/** GET /me with the Authorization header exactly as given (none when undefined). */
export function getMe(api: TestApi, authorization?: string, version: 1 | 2 = 1) {
  return api.app.inject({
    method: 'GET',
    url: `/api/v${version}/client/me`,
    headers: authorization ? { authorization } : {},
  });
}

export function signOutWith(api: TestApi, accessToken: string) {
  return api.app.inject({
    method: 'DELETE',
    url: '/api/v1/client/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}
