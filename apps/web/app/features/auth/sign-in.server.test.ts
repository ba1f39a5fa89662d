import { createServer, type AddressInfo } from 'node:net';
import { createTestApi, openUnreachableDatabase } from '@yolla/api/testing';
import type { Locale, UrlLang } from '@yolla/i18n';
import { translator } from '@yolla/i18n/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { createApiClient } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { cookieNames, OutgoingCookies } from '../../lib/cookies.server.ts';
import { loadWebConfig, type WebConfig } from '../../lib/env.server.ts';
import type { FlashToast } from '../../lib/toasts.ts';
import { GUEST } from '../../lib/session.server.ts';
import { pageMatcher } from '../../lib/redirects.server.ts';
import { signIn } from './sign-in.server.ts';

/** The web's sign-in against the real token endpoint: what the customer sees must not change with OAuth conformance. */
let live: LiveApi;
let config: WebConfig;
beforeAll(async () => {
  live = await startLiveApi({ LOGIN_FAILURES_RATE_ACCOUNT_MAX: '3' });
  config = loadWebConfig({ NODE_ENV: 'test' });
});
afterAll(() => live.close());

function attempt(
  fields: Record<string, string>,
  options: { lang?: UrlLang; locale?: Locale; secret?: string; baseUrl?: string } = {},
) {
  const { lang = 'en', locale = 'en', baseUrl = live.baseUrl } = options;
  const names = cookieNames('yolla_');
  const out = new OutgoingCookies(new URL(`http://localhost:3000/${lang}/login`), {
    prefix: 'yolla_',
    domain: undefined,
  });
  const toasts: FlashToast[] = [];
  const api = createApiClient({
    baseUrl,
    segment: 'client',
    locale,
    timeoutMs: 5000,
    onToast: (toast) => toasts.push(toast),
  });
  const state: RequestState = { lang, locale, country: 'AZ', cookies: {}, names, out, toasts, session: GUEST, api };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const client = { id: live.api.config.webClient.id, secret: options.secret ?? live.api.config.webClient.secret };
  return {
    result: signIn(form, state, { config: { ...config, client }, pages: pageMatcher(['/:lang', '/:lang/cabinet']) }),
    toasts,
    cookies: () => {
      const headers = new Headers();
      out.applyTo(headers);
      return headers.getSetCookie();
    },
  };
}

describe('signing in on the web', () => {
  it('stores both tokens in cookies and goes to the cabinet, or to the asked page', async () => {
    const customer = await live.customer();
    const { result, cookies, toasts } = attempt({ username: customer.email, password: customer.password });
    expect(await result).toEqual({ ok: true, redirectTo: '/en/cabinet' });
    expect(cookies()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^yolla_auth_token=Bearer%20/),
        expect.stringMatching(/^yolla_refresh_token=/),
      ]),
    );
    expect(toasts).toEqual([]);
    const back = attempt({ username: customer.email, password: customer.password, redirect: '/en/cabinet?from=mail' });
    expect(await back.result).toEqual({ ok: true, redirectTo: '/en/cabinet?from=mail' });
  });

  it('shows the API message for a wrong password or an unknown account, stores nothing and raises no toast', async () => {
    const customer = await live.customer();
    for (const username of [customer.email, 'nobody-here@yolla.test']) {
      const { result, cookies, toasts } = attempt({ username, password: 'not-the-password' });
      expect(await result).toEqual({
        ok: false,
        intent: 'password',
        status: 400,
        message: 'The phone, e-mail or password is incorrect.',
        fields: {},
        values: { username },
      });
      expect(cookies()).toEqual([]);
      expect(toasts).toEqual([]);
    }
  });

  it('shows the message in the page language', async () => {
    const { result } = attempt({ username: 'nobody@yolla.test', password: 'whatever' }, { lang: 'ge', locale: 'ka' });
    expect(await result).toMatchObject({ ok: false, message: 'ტელეფონი, ელფოსტა ან პაროლი არასწორია.' });
  });

  it('says a blocked account is blocked, once the password is right', async () => {
    const blocked = await live.customer({ status: 'blocked' });
    const { result } = attempt({ username: blocked.email, password: blocked.password });
    expect(await result).toEqual({
      ok: false,
      intent: 'password',
      status: 400,
      message: 'This account is blocked. Please contact support.',
      fields: {},
      values: { username: blocked.email },
    });
  });

  it('says so when the web app’s own client credentials are wrong', async () => {
    const customer = await live.customer();
    const { result } = attempt(
      { username: customer.email, password: customer.password },
      { secret: 'wrong-secret-000' },
    );
    expect(await result).toEqual({
      ok: false,
      intent: 'password',
      status: 401,
      message: 'This application is not allowed to sign in.',
      fields: {},
      values: { username: customer.email },
    });
  });

  it('says there were too many attempts once an account is locked', async () => {
    const customer = await live.customer();
    for (let i = 0; i < 3; i += 1) await attempt({ username: customer.email, password: 'wrong' }).result;
    const { result } = attempt({ username: customer.email, password: customer.password });
    expect(await result).toEqual({
      ok: false,
      intent: 'password',
      status: 429,
      message: 'Too many sign-in attempts. Please try again later.',
      fields: {},
      values: { username: customer.email },
    });
  });

  it('refuses bad input before asking the API, with the reason on the field', async () => {
    const { result } = attempt({ username: 'not a username', password: '' });
    const outcome = await result;
    expect(outcome.ok).toBe(false);
    expect(outcome).toMatchObject({
      status: 400,
      message: null,
      fields: { username: expect.stringContaining('international format') },
      values: { username: 'not a username' },
    });
  });
});

describe('signing in while the service is down', () => {
  it('says the service is unavailable, in the page language, when the API answers 503 for its database', async () => {
    const unreachable = await openUnreachableDatabase('refused');
    const down = await createTestApi({ database: unreachable.database, seed: false });
    const baseUrl = await down.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      for (const [lang, locale] of [
        ['en', 'en'],
        ['ru', 'ru'],
      ] as const) {
        const { result, cookies, toasts } = attempt(
          { username: 'demo@yolla.test', password: 'whatever' },
          { lang, locale, baseUrl },
        );
        expect(await result).toEqual({
          ok: false,
          intent: 'password',
          status: 503,
          message: translator(locale)('errors.common.unavailable'),
          fields: {},
          values: { username: 'demo@yolla.test' },
        });
        expect(cookies()).toEqual([]);
        expect(toasts).toEqual([]);
      }
    } finally {
      await down.close();
      await unreachable.stop();
    }
  });

  it('says the same when the API does not answer at all', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { result } = attempt(
      { username: 'demo@yolla.test', password: 'whatever' },
      { baseUrl: `http://127.0.0.1:${port}` },
    );
    expect(await result).toMatchObject({
      ok: false,
      message: 'The service is busy right now. Please try again shortly.',
    });
  });
});
