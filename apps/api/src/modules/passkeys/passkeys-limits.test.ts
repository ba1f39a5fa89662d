import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { randomAddress } from '../../test/codes.ts';
import { passkeyCalls } from '../../test/passkeys.ts';
import { signedInCustomer } from '../../test/signed-in.ts';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';

let api: TestApi;
let calls: ReturnType<typeof passkeyCalls>;

beforeAll(async () => {
  api = await createTestApi();
  calls = passkeyCalls(api);
});
afterAll(() => api.close());

describe('limits', () => {
  it('keeps at most ten passkeys per account', async () => {
    const who = await signedInCustomer(api);
    for (let i = 0; i < 10; i += 1) await calls.addPasskey(who);
    const more = await calls.as(who, 'POST', '/passkeys/registration-options', { language: 'ka' });
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('passkeys.limit_reached');
  });

  it('throttles the passkey requests per address and per account', async () => {
    const limited = await createTestApi({
      env: { PASSKEYS_RATE_IP_MAX: '3', PASSKEYS_RATE_ACCOUNT_MAX: '4' },
    });
    try {
      const own = passkeyCalls(limited);
      const address = randomAddress();
      for (let i = 0; i < 3; i += 1) await own.signInChallenge(address);
      const flooded = await own.as(null, 'POST', '/passkeys/authentication-options', { address });
      expect(flooded.statusCode).toBe(429);
      expect(flooded.json().code).toBe('common.rate_limited');
      expect(flooded.headers['retry-after']).toBeDefined();

      const who = await signedInCustomer(limited);
      for (let i = 0; i < 4; i += 1) expect((await own.as(who, 'GET', '/passkeys')).statusCode).toBe(200);
      expect((await own.as(who, 'GET', '/passkeys')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('makes failed passkey sign-ins of one account wait, like failed passwords', async () => {
    const limited = await createTestApi({ env: { LOGIN_FAILURES_RATE_ACCOUNT_MAX: '2' } });
    try {
      const own = passkeyCalls(limited);
      const who = await signedInCustomer(limited);
      const { authenticator } = await own.addPasskey(who);
      const forger = new SoftAuthenticator();
      for (let i = 0; i < 2; i += 1) {
        const { challenge_id, options } = await own.signInChallenge();
        const failed = await own.grant(challenge_id, authenticator.assert(options, { signWith: forger }));
        expect(failed.json().code).toBe('passkeys.invalid');
      }
      const waiting = await own.signInWith(authenticator);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json().code).toBe('auth.too_many_attempts');
    } finally {
      await limited.close();
    }
  });
});
