import { SoftAuthenticator } from '@yolla/api/testing/soft-authenticator';
import { addPasskeyEndpoint, passkeyRegistrationOptionsEndpoint } from '@yolla/contract';
import type { Locale, UrlLang } from '@yolla/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { server, signedInState } from '../../../tests/unit/signed-in-state.ts';
import { createApiClient } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { cookieNames, OutgoingCookies } from '../../lib/cookies.server.ts';
import { pageMatcher } from '../../lib/redirects.server.ts';
import { GUEST } from '../../lib/session.server.ts';
import type { FlashToast } from '../../lib/toasts.ts';
import { passkeySignInOptions } from './passkey-sign-in.server.ts';
import { signIn as signInWithPasskey } from './sign-in.server.ts';

/** The login page's passkey sign-in against the real token endpoint, with a software authenticator. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

function guest(lang: UrlLang = 'en', locale: Locale = 'en') {
  const names = cookieNames('yolla_');
  const out = new OutgoingCookies(new URL(`http://localhost:3000/${lang}/login`), {
    prefix: 'yolla_',
    domain: undefined,
  });
  const toasts: FlashToast[] = [];
  const api = createApiClient({ baseUrl: live.baseUrl, segment: 'client', locale, timeoutMs: 5000 });
  const state: RequestState = { lang, locale, country: 'AZ', cookies: {}, names, out, toasts, session: GUEST, api };
  const cookies = () => {
    const headers = new Headers();
    out.applyTo(headers);
    return headers.getSetCookie();
  };
  const client = { id: live.api.config.webClient.id, secret: live.api.config.webClient.secret };
  const context = {
    config: { ...server.config, client },
    pages: pageMatcher(['/:lang', '/:lang/cabinet', '/:lang/cabinet/settings']),
  };
  return { state, cookies, context };
}

/** A customer with a passkey on `authenticator` (added through the API; the settings page's own test covers the form). */
async function customerWithPasskey(authenticator: SoftAuthenticator) {
  const { state } = await signedInState(live, await live.customer());
  const { data } = await state.api.call(passkeyRegistrationOptionsEndpoint, {});
  const credential = authenticator.register(data.options as { challenge: string; rp: { id?: string } });
  await state.api.call(addPasskeyEndpoint, { body: { challenge_id: data.challenge_id, credential } });
}

async function assertionForm(
  authenticator: SoftAuthenticator,
  visitor: ReturnType<typeof guest>,
  extra: Record<string, string> = {},
) {
  const challenge = await passkeySignInOptions(visitor.state);
  if ('ok' in challenge) throw new Error(challenge.message ?? 'no challenge');
  const form = new FormData();
  form.set('intent', 'passkey');
  form.set('challenge_id', challenge.challenge_id);
  form.set(
    'assertion',
    JSON.stringify(authenticator.assert(challenge.options as { challenge: string; rpId?: string })),
  );
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  return form;
}

describe('signing in with a passkey on the web', () => {
  it('stores both tokens in cookies and goes to the cabinet, or to the page first asked for', async () => {
    const authenticator = new SoftAuthenticator();
    await customerWithPasskey(authenticator);
    const visitor = guest();
    expect(
      await signInWithPasskey(await assertionForm(authenticator, visitor), visitor.state, visitor.context),
    ).toEqual({
      ok: true,
      redirectTo: '/en/cabinet',
    });
    expect(visitor.cookies()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^yolla_auth_token=Bearer%20/),
        expect.stringMatching(/^yolla_refresh_token=/),
      ]),
    );
    const again = guest();
    const form = await assertionForm(authenticator, again, { redirect: '/en/cabinet/settings' });
    expect(await signInWithPasskey(form, again.state, again.context)).toEqual({
      ok: true,
      redirectTo: '/en/cabinet/settings',
    });
  });

  it('refuses a passkey nobody has in the page language, and stores nothing', async () => {
    const visitor = guest('ge', 'ka');
    const result = await signInWithPasskey(
      await assertionForm(new SoftAuthenticator(), visitor),
      visitor.state,
      visitor.context,
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      message: 'წვდომის გასაღების შემოწმება ვერ მოხერხდა. სცადეთ ხელახლა ან შედით სხვა გზით.',
    });
    expect(visitor.cookies()).toEqual([]);
    const broken = new FormData();
    broken.set('challenge_id', 'nope');
    broken.set('assertion', '{}');
    expect(await signInWithPasskey(broken, visitor.state, visitor.context)).toMatchObject({ ok: false, status: 400 });
  });
});
