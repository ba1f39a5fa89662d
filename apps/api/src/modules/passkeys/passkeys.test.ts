import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { fakeClock } from '../../test/codes.ts';
import { passkeyCalls } from '../../test/passkeys.ts';
import { getMe } from '../../test/requests.ts';
import { signedInCustomer } from '../../test/signed-in.ts';
import { FLAGS, SoftAuthenticator } from '../../test/soft-authenticator.ts';
import { passkeyChallenges, passkeys } from './passkeys.table.ts';

let api: TestApi;
const clock = fakeClock();
let calls: ReturnType<typeof passkeyCalls>;

beforeAll(async () => {
  api = await createTestApi({ clock });
  calls = passkeyCalls(api);
});
afterAll(() => api.close());

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const storedCounter = async (id: string) =>
  (await api.database.db.select().from(passkeys).where(eq(passkeys.id, id)))[0]?.counter;

describe('adding a passkey', () => {
  it('hands out options for the customer, keeps the passkey with its device, and lists it', async () => {
    const who = await signedInCustomer(api);
    const started = await calls.as(who, 'POST', '/passkeys/registration-options');
    expect(started.statusCode).toBe(200);
    const { options } = started.json().data;
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Yolla' },
      user: { name: who.customer.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    // EdDSA, ES256 and RS256 only: no experimental algorithms.
    expect(options.pubKeyCredParams.map((param: { alg: number }) => param.alg)).toEqual([-8, -7, -257]);
    const { passkey } = await calls.addPasskey(who, new SoftAuthenticator(), CHROME_ON_WINDOWS);
    expect(passkey.device).toBe('Chrome, Windows');

    const list = await calls.as(who, 'GET', '/passkeys');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      { id: passkey.id, device: 'Chrome, Windows', created_at: expect.any(String), last_used_at: null },
    ]);
    const again = (await calls.as(who, 'POST', '/passkeys/registration-options')).json().data.options;
    expect(again.excludeCredentials).toHaveLength(1);
  });

  it('refuses an answer from another origin, without user verification, or to a spent or expired challenge', async () => {
    const who = await signedInCustomer(api);
    const authenticator = new SoftAuthenticator();
    const start = async () => (await calls.as(who, 'POST', '/passkeys/registration-options')).json().data;
    const add = (challenge_id: string, credential: unknown, language = 'en') =>
      calls.as(who, 'POST', '/passkeys', { payload: { challenge_id, credential }, language });

    const foreign = await start();
    const phished = await add(
      foreign.challenge_id,
      authenticator.register(foreign.options, { origin: 'https://evil.example' }),
    );
    expect(phished.statusCode).toBe(400);
    expect(phished.json()).toMatchObject({ code: 'passkeys.invalid' });
    // That challenge was spent by the failed try.
    const replayed = await add(foreign.challenge_id, authenticator.register(foreign.options), 'ru');
    expect(replayed.json()).toEqual({
      code: 'passkeys.challenge_expired',
      message: 'Время запроса истекло. Начните заново.',
    });

    const unverified = await start();
    const noUv = await add(
      unverified.challenge_id,
      authenticator.register(unverified.options, { flags: FLAGS.userPresent | FLAGS.attestedCredential }),
    );
    expect(noUv.json().code).toBe('passkeys.invalid');

    const late = await start();
    clock.advance(5 * 60 + 1);
    expect((await add(late.challenge_id, authenticator.register(late.options))).json().code).toBe(
      'passkeys.challenge_expired',
    );

    const fresh = await start();
    expect((await add(fresh.challenge_id, authenticator.register(fresh.options))).statusCode).toBe(200);
    expect((await calls.as(who, 'GET', '/passkeys')).json().data).toHaveLength(1);
  });

  it('cannot use another customer’s challenge', async () => {
    const alice = await signedInCustomer(api);
    const mallory = await signedInCustomer(api);
    const { challenge_id, options } = (await calls.as(alice, 'POST', '/passkeys/registration-options')).json().data;
    const stolen = await calls.as(mallory, 'POST', '/passkeys', {
      payload: { challenge_id, credential: new SoftAuthenticator().register(options) },
    });
    expect(stolen.json().code).toBe('passkeys.challenge_expired');
    expect((await calls.as(mallory, 'GET', '/passkeys')).json().data).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('issues tokens through the passkey grant, moving the counter and the last use on', async () => {
    const who = await signedInCustomer(api);
    const { authenticator, passkey } = await calls.addPasskey(who);
    const first = await calls.signInWith(authenticator);
    expect(first.statusCode).toBe(200);
    expect((await getMe(api, `Bearer ${first.json().access_token}`)).json().data.code).toBe(who.customer.row.code);
    expect(await storedCounter(passkey.id)).toBe(1);
    expect((await calls.signInWith(authenticator)).statusCode).toBe(200);
    expect(await storedCounter(passkey.id)).toBe(2);
    const [listed] = (await calls.as(who, 'GET', '/passkeys')).json().data;
    expect(listed.last_used_at).not.toBeNull();
  });

  it('refuses a spent challenge, an expired one, and an assertion replayed with an old counter', async () => {
    const who = await signedInCustomer(api);
    const { authenticator } = await calls.addPasskey(who);
    const challenge = await calls.signInChallenge();
    const assertion = authenticator.assert(challenge.options);
    expect((await calls.grant(challenge.challenge_id, assertion)).statusCode).toBe(200);
    const replayed = await calls.grant(challenge.challenge_id, assertion);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'passkeys.challenge_expired', error: 'invalid_grant' });

    const late = await calls.signInChallenge();
    clock.advance(5 * 60 + 1);
    expect((await calls.grant(late.challenge_id, authenticator.assert(late.options))).json().code).toBe(
      'passkeys.challenge_expired',
    );

    const next = await calls.signInChallenge();
    authenticator.counter -= 2;
    expect((await calls.grant(next.challenge_id, authenticator.assert(next.options))).json().code).toBe(
      'passkeys.invalid',
    );
  });

  it('answers an unknown credential exactly like a wrong signature', async () => {
    const who = await signedInCustomer(api);
    const { authenticator } = await calls.addPasskey(who);
    const stranger = new SoftAuthenticator();
    const wrongKey = await calls.signInChallenge();
    const forged = await calls.grant(
      wrongKey.challenge_id,
      authenticator.assert(wrongKey.options, { signWith: stranger }),
    );
    const unknownChallenge = await calls.signInChallenge();
    const unknown = await calls.grant(unknownChallenge.challenge_id, stranger.assert(unknownChallenge.options));
    expect(forged.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(forged.statusCode);
    expect(unknown.json()).toEqual(forged.json());
    expect(forged.json()).toMatchObject({ code: 'passkeys.invalid', error: 'invalid_grant' });
  });

  it('refuses an assertion made on another origin, or that is not JSON', async () => {
    const who = await signedInCustomer(api);
    const { authenticator } = await calls.addPasskey(who);
    const challenge = await calls.signInChallenge();
    const phished = await calls.grant(
      challenge.challenge_id,
      authenticator.assert(challenge.options, { origin: 'https://yolla.example' }),
    );
    expect(phished.json().code).toBe('passkeys.invalid');
    const another = await calls.signInChallenge();
    const garbled = await calls.grant(another.challenge_id, 'not json');
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().code).toBe('passkeys.invalid');
  });
});

describe('removing passkeys', () => {
  it('removes the customer’s own passkey, which then signs in no more; another customer’s is not found', async () => {
    const alice = await signedInCustomer(api);
    const mallory = await signedInCustomer(api);
    const { authenticator, passkey } = await calls.addPasskey(alice);
    const attempt = await calls.as(mallory, 'DELETE', `/passkeys/${passkey.id}`);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json().code).toBe('common.not_found');
    expect((await calls.as(alice, 'GET', '/passkeys')).json().data).toHaveLength(1);

    const removed = await calls.as(alice, 'DELETE', `/passkeys/${passkey.id}`, { language: 'uz' });
    expect(removed.json()).toEqual({ message: 'Kirish kaliti oʻchirildi.' });
    expect((await calls.as(alice, 'DELETE', `/passkeys/${passkey.id}`)).statusCode).toBe(404);
    expect((await calls.signInWith(authenticator)).json().code).toBe('passkeys.invalid');
  });

  it('erases every passkey with the account', async () => {
    const who = await signedInCustomer(api);
    await calls.addPasskey(who);
    await calls.as(who, 'POST', '/passkeys/registration-options');
    const deleted = await calls.as(who, 'POST', '/me/deletion', { payload: { password: who.customer.password } });
    expect(deleted.statusCode).toBe(200);
    const id = who.customer.row.id;
    expect(await api.database.db.select().from(passkeys).where(eq(passkeys.customerId, id))).toEqual([]);
    expect(await api.database.db.select().from(passkeyChallenges).where(eq(passkeyChallenges.customerId, id))).toEqual(
      [],
    );
  });
});
