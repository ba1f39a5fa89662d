import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, server, signedInState } from '../../../tests/unit/signed-in-state.ts';
import type { TestCustomer } from '@yolla/api/testing';
import type { Locale, UrlLang } from '@yolla/i18n';
import { createApiClient } from '../../lib/api.server.ts';
import { changeSettings, settingsPage } from './settings.server.ts';

/** The settings page's loader and action against the real API (PGlite behind it), as a signed-in customer. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

const signedIn = (customer: TestCustomer, options: { lang?: UrlLang; locale?: Locale; userAgent?: string } = {}) =>
  signedInState(live, customer, { ...options, path: '/cabinet/settings' });

const post = (fields: Record<string, string>, lang = 'en') => postForm(`/${lang}/cabinet/settings`, fields);

const fin = () => Array.from({ length: 7 }, () => '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'[randomInt(33)]).join('');

describe('the settings page', () => {
  it('shows the profile, the sessions with the current one, and the notification choices', async () => {
    const customer = await live.customer({ name: null });
    const { state } = await signedIn(customer);
    const page = await settingsPage(state, server);
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
    const page = await settingsPage(state, server);
    expect(page.profile).toBeNull();
    expect(page.sessions).toBeNull();
    expect(page.problem).toBe('The service is busy right now. Please try again shortly.');
  });

  it('refuses a form without a known intent', async () => {
    const { state } = await signedIn(await live.customer());
    expect(await changeSettings(post({ intent: 'nothing' }), state, server)).toMatchObject({
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
    const result = await changeSettings(post({ ...form, birth_date: '1990-04-12', language: 'ru' }), state, server);
    expect(result).toEqual({ ok: true, redirectTo: '/en/cabinet/settings' });
    expect(toasts).toEqual([{ type: 'success', message: 'Your profile is saved.' }]);
    const page = await settingsPage(state, server);
    expect(page.profile).toMatchObject({
      name: 'Leyla',
      surname: 'Məmmədova',
      national_id: id,
      birth_date: '1990-04-12',
      language: 'ru',
      completed_profile: true,
    });
    // An emptied field removes it, and the profile is no longer complete.
    await changeSettings(post({ ...form, national_id: id, surname: '', birth_date: '', language: '' }), state, server);
    expect((await settingsPage(state, server)).profile).toMatchObject({
      surname: null,
      language: null,
      completed_profile: false,
    });
  });

  it('brings the customer back to the page that sent them, once the profile is complete, and only to a page', async () => {
    const customer = await live.customer({ name: null });
    const { state } = await signedIn(customer);
    const back = `/en/cabinet/settings?redirect=${encodeURIComponent('/en/cabinet/declare')}`;
    const sent = (fields: Record<string, string>, to = back) => changeSettings(postForm(to, fields), state, server);
    expect(await settingsPage(state, server, new URL(back, 'http://localhost'))).toMatchObject({ returning: true });
    expect((await settingsPage(state, server)).returning).toBe(false);
    // Saved but still incomplete: the page stays, to ask for the rest.
    const partial = { intent: 'profile', name: 'Leyla', surname: '', email: customer.email };
    expect(await sent(partial)).toEqual({ ok: true, redirectTo: '/en/cabinet/settings' });
    const complete = { ...partial, surname: 'Məmmədova', national_id: fin() };
    expect(await sent(complete)).toEqual({ ok: true, redirectTo: '/en/cabinet/declare' });
    // Somewhere else than a page of the site is not followed.
    const away = `/en/cabinet/settings?redirect=${encodeURIComponent('//evil.example/x')}`;
    expect(await sent(complete, away)).toEqual({ ok: true, redirectTo: '/en/cabinet/settings' });
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
      server,
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
    const result = await changeSettings(post({ intent: 'profile', email: other.email }), state, server);
    expect(result).toMatchObject({ ok: false, status: 409, intent: 'profile', values: { email: other.email } });
    expect(result.ok ? '' : result.message).not.toContain(other.email);
  });
});
