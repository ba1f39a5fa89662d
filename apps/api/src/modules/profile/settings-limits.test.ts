import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({
    env: { SETTINGS_RATE_ACCOUNT_MAX: '3', SETTINGS_RATE_IP_MAX: '5', PICTURE_UPLOAD_RATE_ACCOUNT_MAX: '2' },
  });
});
afterAll(() => api.close());

describe('the settings endpoints', () => {
  it('limit each account, bad requests included: 429 with Retry-After, while other accounts carry on', async () => {
    const who = await signedInCustomer(api);
    const other = await signedInCustomer(api);
    const from = { remoteAddress: '10.20.0.1' };
    expect((await callAs(api, who, 'GET', '/me/profile', from)).statusCode).toBe(200);
    expect((await callAs(api, who, 'PATCH', '/me/profile', { ...from, payload: { name: 1 } })).statusCode).toBe(400);
    expect((await callAs(api, who, 'GET', '/addresses', { remoteAddress: '10.20.0.2' })).statusCode).toBe(200);
    const limited = await callAs(api, who, 'GET', '/me/notifications', { remoteAddress: '10.20.0.3' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toEqual({
      code: 'common.rate_limited',
      message: 'Too many requests. Please wait a little and try again.',
    });
    expect((await callAs(api, other, 'GET', '/me/profile', { remoteAddress: '10.20.0.4' })).statusCode).toBe(200);
  });

  it('limit each client address across accounts', async () => {
    const from = { remoteAddress: '10.30.0.1' };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const who = await signedInCustomer(api);
      statuses.push((await callAs(api, who, 'GET', '/me/profile', from)).statusCode);
      statuses.push((await callAs(api, who, 'GET', '/addresses', from)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limit picture uploads per account on their own', async () => {
    const who = await signedInCustomer(api);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await callAs(api, who, 'PUT', '/me/picture', {
        payload: { not: 'multipart' },
        remoteAddress: `10.40.0.${i + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([415, 415, 429]);
  });
});
