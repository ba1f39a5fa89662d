import { randomInt } from 'node:crypto';
import type { TestCustomer } from '@yolla/api/testing';
import { tokenEndpoint } from '@yolla/contract';
import type { Locale, UrlLang } from '@yolla/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { createApiClient } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { cookieNames, OutgoingCookies } from '../../lib/cookies.server.ts';
import type { FlashToast } from '../../lib/toasts.ts';
import { GUEST } from '../../lib/session.server.ts';
import { changeSettings, settingsPage } from './settings.server.ts';

/** The settings page's loader and action against the real API (PGlite behind it), as a signed-in customer. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

function client(locale: Locale, authorization: string | null, toasts: FlashToast[], userAgent?: string) {
  return createApiClient({
    baseUrl: live.baseUrl,
    segment: 'client',
    locale,
    timeoutMs: 5000,
    authorization,
    onToast: (toast) => toasts.push(toast),
    ...(userAgent ? { userAgent } : {}),
  });
}

/** Signs a customer in (a session of its own) and answers a request state for that session. */
async function signedIn(customer: TestCustomer, options: { lang?: UrlLang; locale?: Locale; userAgent?: string } = {}) {
  const { lang = 'en', locale = 'en' } = options;
  const toasts: FlashToast[] = [];
  const tokens = await client(locale, null, [], options.userAgent).call(tokenEndpoint, {
    body: {
      grant_type: 'password',
      username: customer.email,
      password: customer.password,
      client_id: live.api.config.webClient.id,
      client_secret: live.api.config.webClient.secret,
    },
  });
  const authorization = `Bearer ${tokens.access_token}`;
  const names = cookieNames('yolla_');
  const out = new OutgoingCookies(new URL(`http://localhost:3000/${lang}/cabinet/settings`), {
    prefix: 'yolla_',
    domain: undefined,
  });
  const state: RequestState = {
    lang,
    locale,
    country: 'AZ',
    cookies: {},
    names,
    out,
    toasts,
    session: { ...GUEST, auth: true, authorization },
    api: client(locale, authorization, toasts),
  };
  return { state, toasts, refreshToken: tokens.refresh_token };
}

function post(fields: Record<string, string>, lang = 'en') {
  const body = new URLSearchParams(fields);
  return new Request(`http://localhost:3000/${lang}/cabinet/settings`, { method: 'POST', body });
}

const fin = () => Array.from({ length: 7 }, () => '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'[randomInt(33)]).join('');

describe('the settings page', () => {
  it('shows the profile, the sessions with the current one, and the notification choices', async () => {
    const customer = await live.customer({ name: null });
    const { state } = await signedIn(customer);
    const page = await settingsPage(state);
    expect(page.problem).toBeNull();
    expect(page.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.profile).toMatchObject({ email: customer.email, name: null, completed_profile: false, country: 'AZ' });
    expect(page.sessions).toEqual([expect.objectContaining({ current: true, lastSeen: expect.any(String) })]);
    expect(page.notifications?.sms.buy_for_me_update).toBe(false);
    expect(page.notifications?.email.buy_for_me_update).toBe(true);
  });

  it('says what went wrong when the API cannot answer', async () => {
    const customer = await live.customer();
    const { state } = await signedIn(customer);
    state.api = createApiClient({ baseUrl: 'http://127.0.0.1:9', segment: 'client', locale: 'en', timeoutMs: 2000 });
    const page = await settingsPage(state);
    expect(page.profile).toBeNull();
    expect(page.sessions).toBeNull();
    expect(page.problem).toBe('The service is busy right now. Please try again shortly.');
  });

  it('refuses a form without a known intent', async () => {
    const { state } = await signedIn(await live.customer());
    expect(await changeSettings(post({ intent: 'nothing' }), state)).toMatchObject({
      ok: false,
      status: 400,
      intent: null,
    });
  });
});

describe('the profile form', () => {
  it('saves name, surname and customer ID, which completes the profile, with the API’s message as a toast', async () => {
    const customer = await live.customer({ name: null });
    const { state, toasts } = await signedIn(customer);
    const id = fin();
    const form = {
      intent: 'profile',
      name: 'Leyla',
      surname: 'Məmmədova',
      national_id: id.toLowerCase(),
      email: customer.email,
    };
    const result = await changeSettings(post({ ...form, birth_date: '1990-04-12', language: 'ru' }), state);
    expect(result).toEqual({ ok: true, redirectTo: '/en/cabinet/settings' });
    expect(toasts).toEqual([{ type: 'success', message: 'Your profile is saved.' }]);
    const page = await settingsPage(state);
    expect(page.profile).toMatchObject({
      name: 'Leyla',
      surname: 'Məmmədova',
      national_id: id,
      birth_date: '1990-04-12',
      language: 'ru',
      completed_profile: true,
    });
    // An emptied field removes it, and the profile is no longer complete.
    await changeSettings(post({ ...form, national_id: id, surname: '', birth_date: '', language: '' }), state);
    expect((await settingsPage(state)).profile).toMatchObject({
      surname: null,
      language: null,
      completed_profile: false,
    });
  });

  it('puts each refusal on its field in the page language and keeps what was typed', async () => {
    const customer = await live.customer();
    const { state, toasts } = await signedIn(customer, { lang: 'ru', locale: 'ru' });
    const result = await changeSettings(
      post(
        { intent: 'profile', name: 'Anna', surname: '', national_id: 'ABC', email: 'nope', birth_date: '2099-01-01' },
        'ru',
      ),
      state,
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      intent: 'profile',
      fields: {
        email: 'Введите корректный адрес электронной почты.',
        birth_date: 'Введите настоящую дату рождения.',
        national_id: expect.stringContaining('FIN'),
      },
      values: { name: 'Anna', national_id: 'ABC', email: 'nope', birth_date: '2099-01-01' },
    });
    expect(toasts).toEqual([]);
  });

  it('says an e-mail is taken without saying whose', async () => {
    const other = await live.customer();
    const { state } = await signedIn(await live.customer());
    const result = await changeSettings(post({ intent: 'profile', email: other.email }), state);
    expect(result).toMatchObject({ ok: false, status: 409, intent: 'profile', values: { email: other.email } });
    expect(result.ok ? '' : result.message).not.toContain(other.email);
  });
});

describe('the password form', () => {
  it('refuses a wrong current password and a common new one, and keeps no password', async () => {
    const customer = await live.customer();
    const { state } = await signedIn(customer, { lang: 'ru', locale: 'ru' });
    const wrong = await changeSettings(
      post({ intent: 'password', current_password: 'not-mine-123', new_password: 'copper-kettle-5512' }, 'ru'),
      state,
    );
    expect(wrong).toMatchObject({
      ok: false,
      intent: 'password',
      message: 'Текущий пароль указан неверно.',
      values: {},
    });
    const common = await changeSettings(
      post({ intent: 'password', current_password: customer.password, new_password: 'password123' }, 'ru'),
      state,
    );
    expect(common).toMatchObject({ ok: false, intent: 'password', values: {} });
    expect(JSON.stringify(common)).toContain('слишком распространён');
    const short = await changeSettings(
      post({ intent: 'password', current_password: 'x', new_password: 'short' }),
      state,
    );
    expect(short).toMatchObject({ ok: false, status: 400, fields: { new_password: expect.any(String) }, values: {} });
  });

  it('changes it: the other sessions end, this one stays', async () => {
    const customer = await live.customer();
    await signedIn(customer, { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' });
    const { state, toasts } = await signedIn(customer);
    expect((await settingsPage(state)).sessions).toHaveLength(2);
    const result = await changeSettings(
      post({ intent: 'password', current_password: customer.password, new_password: 'copper-kettle-5512' }),
      state,
    );
    expect(result).toEqual({ ok: true, redirectTo: '/en/cabinet/settings' });
    expect(toasts).toEqual([
      { type: 'success', message: 'Your password is changed. Your other sessions are signed out.' },
    ]);
    expect((await settingsPage(state)).sessions).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('the sessions', () => {
  it('lists each with its device and times, and signs out another one, but not a stranger’s', async () => {
    const customer = await live.customer();
    const phone = await signedIn(customer, {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
    });
    const { state, toasts } = await signedIn(customer, { lang: 'ru', locale: 'ru' });
    const sessions = (await settingsPage(state)).sessions ?? [];
    const other = sessions.find((session) => !session.current);
    expect(other).toMatchObject({ device: 'phone', browser: 'Chrome', os: 'Android' });
    expect(other?.lastSeen).toMatch(/\d{4}/);

    const stranger = await signedIn(await live.customer());
    expect(await changeSettings(post({ intent: 'end-session', session: other!.id }), stranger.state)).toMatchObject({
      ok: false,
      status: 404,
      intent: 'end-session',
    });
    expect(await changeSettings(post({ intent: 'end-session', session: 'not-an-id' }), state)).toMatchObject({
      ok: false,
      status: 400,
    });

    expect(await changeSettings(post({ intent: 'end-session', session: other!.id }), state)).toEqual({
      ok: true,
      redirectTo: '/ru/cabinet/settings',
    });
    expect(toasts).toEqual([{ type: 'success', message: 'Сеанс завершён.' }]);
    expect((await settingsPage(state)).sessions).toEqual([expect.objectContaining({ current: true })]);
    expect((await settingsPage(phone.state)).profile).toBeNull();
  });
});
