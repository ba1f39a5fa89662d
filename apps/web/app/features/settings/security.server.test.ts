import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, server, signedInState } from '../../../tests/unit/signed-in-state.ts';
import type { TestCustomer } from '@yolla/api/testing';
import type { Locale, UrlLang } from '@yolla/i18n';
import { changeSettings, settingsPage } from './settings.server.ts';

/** The settings page's password and sessions forms against the real API (PGlite behind it). */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

const signedIn = (customer: TestCustomer, options: { lang?: UrlLang; locale?: Locale; userAgent?: string } = {}) =>
  signedInState(live, customer, { ...options, path: '/cabinet/settings' });

const post = (fields: Record<string, string>, lang = 'en') => postForm(`/${lang}/cabinet/settings`, fields);

describe('the password form', () => {
  it('refuses a wrong current password and a common new one, and keeps no password', async () => {
    const customer = await live.customer();
    const { state } = await signedIn(customer, { lang: 'ru', locale: 'ru' });
    const wrong = await changeSettings(
      post({ intent: 'password', current_password: 'not-mine-123', new_password: 'copper-kettle-5512' }, 'ru'),
      state,
      server,
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
      server,
    );
    expect(common).toMatchObject({ ok: false, intent: 'password', values: {} });
    expect(JSON.stringify(common)).toContain('слишком распространён');
    const short = await changeSettings(
      post({ intent: 'password', current_password: 'x', new_password: 'short' }),
      state,
      server,
    );
    expect(short).toMatchObject({ ok: false, status: 400, fields: { new_password: expect.any(String) }, values: {} });
  });

  it('changes it: the other sessions end, this one stays', async () => {
    const customer = await live.customer();
    await signedIn(customer, { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' });
    const { state, toasts } = await signedIn(customer);
    expect((await settingsPage(state, server)).sessions).toHaveLength(2);
    const result = await changeSettings(
      post({ intent: 'password', current_password: customer.password, new_password: 'copper-kettle-5512' }),
      state,
      server,
    );
    expect(result).toEqual({ ok: true, redirectTo: '/en/cabinet/settings' });
    expect(toasts).toEqual([
      { type: 'success', message: 'Your password is changed. Your other sessions are signed out.' },
    ]);
    expect((await settingsPage(state, server)).sessions).toEqual([expect.objectContaining({ current: true })]);
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
    const sessions = (await settingsPage(state, server)).sessions ?? [];
    const other = sessions.find((session) => !session.current);
    expect(other).toMatchObject({ device: 'phone', browser: 'Chrome', os: 'Android' });
    expect(other?.lastSeen).toMatch(/\d{4}/);

    const stranger = await signedIn(await live.customer());
    expect(
      await changeSettings(post({ intent: 'end-session', session: other!.id }), stranger.state, server),
    ).toMatchObject({
      ok: false,
      status: 404,
      intent: 'end-session',
    });
    expect(await changeSettings(post({ intent: 'end-session', session: 'not-an-id' }), state, server)).toMatchObject({
      ok: false,
      status: 400,
    });

    expect(await changeSettings(post({ intent: 'end-session', session: other!.id }), state, server)).toEqual({
      ok: true,
      redirectTo: '/ru/cabinet/settings',
    });
    expect(toasts).toEqual([{ type: 'success', message: 'Сеанс завершён.' }]);
    expect((await settingsPage(state, server)).sessions).toEqual([expect.objectContaining({ current: true })]);
    expect((await settingsPage(phone.state, server)).profile).toBeNull();
  });
});
