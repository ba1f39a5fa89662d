import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestApi, type TestApi, capturedLogs } from '../../../test/harness.ts';
import { TOKEN_URL } from '../../../test/requests.ts';

const { lines, logger } = capturedLogs();
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ logger });
});
afterAll(() => api.close());

describe('the OAuth endpoints’ logs', () => {
  it('never contain Basic credentials, passwords, issued or revoked tokens', async () => {
    const customer = await createCustomer(api.database);
    const { id, secret } = api.config.webClient;
    const basic = Buffer.from(`${id}:${secret}`).toString('base64');
    const signIn = await api.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { authorization: `Basic ${basic}` },
      payload: { grant_type: 'password', username: customer.email, password: customer.password },
    });
    const { access_token: accessToken, refresh_token: refreshToken } = signIn.json();
    await api.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { authorization: `Basic ${Buffer.from(`${id}:wrong-secret-123`).toString('base64')}` },
      payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
    await api.app.inject({
      method: 'POST',
      url: '/api/v1/client/oauth/revoke',
      headers: { authorization: `Basic ${basic}` },
      payload: { token: refreshToken },
    });
    const log = lines.join('');
    expect(log).toContain('/oauth/revoke');
    for (const value of [basic, secret, 'wrong-secret-123', customer.password, accessToken, refreshToken]) {
      expect(log).not.toContain(value);
    }
  });
});
