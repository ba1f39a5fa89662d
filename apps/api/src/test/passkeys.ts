import { expect } from 'vitest';
import { PASSKEY_GRANT } from '@yolla/contract';
import type { TestApi } from './harness.ts';
import { randomAddress } from './codes.ts';
import { requestToken } from './requests.ts';
import { callAs, type SignedIn } from './signed-in.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';

/** The passkeys tests' requests: each from its own address unless told, in English unless told. */
export function passkeyCalls(api: TestApi) {
  const as = (
    who: SignedIn | null,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: { payload?: unknown; address?: string; language?: string; userAgent?: string } = {},
  ) =>
    callAs(api, who, method, path, {
      ...(options.payload !== undefined ? { payload: options.payload as Record<string, unknown> } : {}),
      ...(options.userAgent ? { headers: { 'user-agent': options.userAgent } } : {}),
      language: options.language ?? 'en',
      remoteAddress: options.address ?? randomAddress(),
    });

  /** Adds a passkey made by `authenticator` to the customer's account. */
  async function addPasskey(who: SignedIn, authenticator = new SoftAuthenticator(), userAgent?: string) {
    const started = await as(who, 'POST', '/passkeys/registration-options');
    expect(started.statusCode).toBe(200);
    const { challenge_id, options } = started.json().data;
    const added = await as(who, 'POST', '/passkeys', {
      payload: { challenge_id, credential: authenticator.register(options) },
      ...(userAgent ? { userAgent } : {}),
    });
    expect(added.statusCode).toBe(200);
    return { authenticator, passkey: added.json().data as { id: string; device: string | null } };
  }

  /** A sign-in challenge: its id and the options handed to the browser. */
  async function signInChallenge(address?: string) {
    const response = await as(null, 'POST', '/passkeys/authentication-options', address ? { address } : {});
    expect(response.statusCode).toBe(200);
    return response.json().data as { challenge_id: string; options: { challenge: string; rpId?: string } };
  }

  function grant(challengeId: string, assertion: unknown, address = randomAddress(), language = 'en') {
    return requestToken(
      api,
      {
        grant_type: PASSKEY_GRANT,
        challenge_id: challengeId,
        assertion: JSON.stringify(assertion),
        client_id: api.config.webClient.id,
        client_secret: api.config.webClient.secret,
      },
      { remoteAddress: address, headers: { 'accept-language': language } },
    );
  }

  /** Signs in with the authenticator's passkey through the token endpoint. */
  async function signInWith(authenticator: SoftAuthenticator, address?: string) {
    const { challenge_id, options } = await signInChallenge(address);
    return grant(challenge_id, authenticator.assert(options), address);
  }

  return { as, addPasskey, signInChallenge, grant, signInWith };
}
