import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, randomNationalId, signedInCustomer } from '../../test/signed-in.ts';

/** Concurrency on PostgreSQL: the unique e-mail and customer ID under racing requests. */
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { SETTINGS_RATE_IP_MAX: '100000' } });
});
afterAll(() => api.close());

describe('profiles changed at the same time', () => {
  it('two customers claiming the same e-mail at once: one gets it, the other 409, never a 500', async () => {
    const [a, b] = await Promise.all([signedInCustomer(api), signedInCustomer(api)]);
    const email = `race-${Date.now()}-${Math.random().toString(36).slice(2)}@yolla.test`;
    const responses = await Promise.all(
      [a, b].map((who) => callAs(api, who, 'PATCH', '/me/profile', { payload: { email } })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json().code).toBe('profile.email_taken');
  });

  it('two customers claiming the same customer ID at once: one gets it, the other 409', async () => {
    const [a, b] = await Promise.all([
      signedInCustomer(api, { country: 'UZ' }),
      signedInCustomer(api, { country: 'UZ' }),
    ]);
    const nationalId = randomNationalId.UZ();
    const responses = await Promise.all(
      [a, b].map((who) => callAs(api, who, 'PATCH', '/me/profile', { payload: { national_id: nationalId } })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('completed_profile follows the last of two racing changes', async () => {
    const who = await signedInCustomer(api, { name: 'Ali', surname: 'Valiyev', country: 'UZ' });
    await Promise.all([
      callAs(api, who, 'PATCH', '/me/profile', { payload: { national_id: randomNationalId.UZ() } }),
      callAs(api, who, 'PATCH', '/me/profile', { payload: { surname: null } }),
    ]);
    const profile = (await callAs(api, who, 'GET', '/me/profile')).json().data;
    expect(profile.completed_profile).toBe(Boolean(profile.name && profile.surname && profile.national_id));
    expect(profile.completed_profile).toBe(false);
  });
});
