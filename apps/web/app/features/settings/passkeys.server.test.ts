import { SoftAuthenticator } from '@yolla/api/testing/soft-authenticator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, server, signedInState } from '../../../tests/unit/signed-in-state.ts';
import { passkeyRegistrationOptions } from './passkeys.server.ts';
import { changeSettings, settingsPage } from './settings.server.ts';

/** The settings page's passkeys against the real API (PGlite behind it), with a software authenticator. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const post = (fields: Record<string, string>, lang = 'en') => postForm(`/${lang}/cabinet/settings`, fields);
const page = (search: string) => new URL(`http://localhost:3000/en/cabinet/settings${search}`);

async function addPasskey(
  signedIn: Awaited<ReturnType<typeof signedInState>>,
  authenticator = new SoftAuthenticator(),
) {
  const challenge = await passkeyRegistrationOptions(signedIn.state);
  if ('ok' in challenge) throw new Error(challenge.message ?? 'no challenge');
  const credential = JSON.stringify(
    authenticator.register(challenge.options as { challenge: string; rp: { id?: string } }),
  );
  return changeSettings(
    post({ intent: 'add-passkey', challenge_id: challenge.challenge_id, credential }),
    signedIn.state,
    server,
  );
}

describe('the passkeys section', () => {
  it('adds a passkey named after the browser, lists it, and removes it after the confirm step', async () => {
    const customer = await live.customer();
    const signedIn = await signedInState(live, customer, { path: '/cabinet/settings', userAgent: CHROME_ON_MAC });
    expect((await settingsPage(signedIn.state, server)).passkeys).toEqual([]);
    expect(await addPasskey(signedIn)).toEqual({ ok: true, redirectTo: '/en/cabinet/settings' });
    expect(signedIn.toasts).toContainEqual({
      type: 'success',
      message: 'Your passkey is added. Next time you can sign in with it.',
    });
    const { passkeys } = await settingsPage(signedIn.state, server);
    expect(passkeys).toEqual([
      { id: expect.any(String), device: 'Chrome, macOS', added: expect.any(String), lastUsed: null },
    ]);
    const id = passkeys![0]!.id;
    expect((await settingsPage(signedIn.state, server, page(`?remove-passkey=${id}`))).removingPasskey).toBe(id);

    const removed = await changeSettings(post({ intent: 'remove-passkey', passkey: id }), signedIn.state, server);
    expect(removed).toEqual({ ok: true, redirectTo: '/en/cabinet/settings' });
    expect((await settingsPage(signedIn.state, server)).passkeys).toEqual([]);
  });

  it('never shows, confirms or removes another customer’s passkey', async () => {
    const alice = await signedInState(live, await live.customer(), { path: '/cabinet/settings' });
    const mallory = await signedInState(live, await live.customer(), { path: '/cabinet/settings' });
    await addPasskey(alice);
    const [own] = (await settingsPage(alice.state, server)).passkeys!;
    const theirView = await settingsPage(mallory.state, server, page(`?remove-passkey=${own!.id}`));
    expect(theirView).toMatchObject({ passkeys: [], removingPasskey: null });
    const attempt = await changeSettings(
      post({ intent: 'remove-passkey', passkey: own!.id }, 'ru'),
      mallory.state,
      server,
    );
    expect(attempt).toMatchObject({ ok: false, status: 404, intent: 'remove-passkey' });
    expect((await settingsPage(alice.state, server)).passkeys).toHaveLength(1);
  });

  it('refuses an answer that is not a credential, or one the API cannot verify, in the page language', async () => {
    const signedIn = await signedInState(live, await live.customer(), {
      path: '/cabinet/settings',
      lang: 'ru',
      locale: 'ru',
    });
    const garbled = await changeSettings(
      post({ intent: 'add-passkey', challenge_id: 'x', credential: '{' }, 'ru'),
      signedIn.state,
      server,
    );
    expect(garbled).toMatchObject({ ok: false, status: 400, intent: 'add-passkey' });
    const challenge = await passkeyRegistrationOptions(signedIn.state);
    if ('ok' in challenge) throw new Error(challenge.message ?? 'no challenge');
    const phished = new SoftAuthenticator('https://evil.example').register(
      challenge.options as { challenge: string; rp: { id?: string } },
    );
    const refused = await changeSettings(
      post({ intent: 'add-passkey', challenge_id: challenge.challenge_id, credential: JSON.stringify(phished) }, 'ru'),
      signedIn.state,
      server,
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      intent: 'add-passkey',
      message: 'Не удалось проверить ключ доступа. Попробуйте ещё раз или войдите другим способом.',
    });
  });
});
