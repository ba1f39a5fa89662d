import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi, capturedLogs } from '../../test/harness.ts';
import { passkeyCalls } from '../../test/passkeys.ts';
import { signedInCustomer } from '../../test/signed-in.ts';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';

const { lines, logger } = capturedLogs();
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ logger });
});
afterAll(() => api.close());

describe('the passkeys’ logs', () => {
  it('never contain the authenticator’s answers, challenges or the tokens a passkey sign-in issues', async () => {
    const calls = passkeyCalls(api);
    const who = await signedInCustomer(api);
    const authenticator = new SoftAuthenticator();
    const started = (await calls.as(who, 'POST', '/passkeys/registration-options')).json().data;
    const credential = authenticator.register(started.options);
    await calls.as(who, 'POST', '/passkeys', { payload: { challenge_id: started.challenge_id, credential } });
    const { challenge_id, options } = await calls.signInChallenge();
    const assertion = authenticator.assert(options);
    const signIn = await calls.grant(challenge_id, assertion);
    expect(signIn.statusCode).toBe(200);
    await calls.grant(challenge_id, assertion);

    const log = lines.join('');
    expect(log).toContain('/passkeys/authentication-options');
    const secrets = [
      credential.response.attestationObject,
      assertion.response.signature,
      assertion.response.authenticatorData,
      assertion.response.clientDataJSON,
      started.options.challenge,
      options.challenge,
      signIn.json().access_token,
      signIn.json().refresh_token,
    ];
    for (const value of secrets) expect(log).not.toContain(value);
  });
});
