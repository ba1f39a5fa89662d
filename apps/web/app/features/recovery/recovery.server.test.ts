import { lastCode } from '@yolla/api/testing';
import { parseSetCookie } from 'cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { createApiClient } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { cookieNames, OutgoingCookies } from '../../lib/cookies.server.ts';
import { loadWebConfig, type WebConfig } from '../../lib/env.server.ts';
import { decodeRecoveryState } from '../../lib/recovery.server.ts';
import { pageMatcher } from '../../lib/redirects.server.ts';
import { GUEST } from '../../lib/session.server.ts';
import { checkCode, codePage, setNewPassword, startRecovery } from './recovery.server.ts';

let live: LiveApi;
let config: WebConfig;
beforeAll(async () => {
  live = await startLiveApi({ CODES_RATE_IP_MAX: '100000', VERIFY_RATE_IP_MAX: '100000' });
  config = loadWebConfig({ NODE_ENV: 'test' });
});
afterAll(() => live.close());

/** A browser's cookie jar across the steps of a recovery, signed in to begin with. */
function browser(jar: Record<string, string | undefined>) {
  return () => {
    const out = new OutgoingCookies(new URL('http://localhost:3000/ru/recover'), {
      prefix: 'yolla_',
      domain: undefined,
    });
    const api = createApiClient({ baseUrl: live.baseUrl, segment: 'client', locale: 'ru', timeoutMs: 5000 });
    const state: RequestState = {
      lang: 'ru',
      locale: 'ru',
      country: 'AZ',
      cookies: { ...jar },
      names: cookieNames('yolla_'),
      out,
      toasts: [],
      session: GUEST,
      api,
    };
    const keep = () => {
      const headers = new Headers();
      out.applyTo(headers);
      for (const line of headers.getSetCookie()) {
        const parsed = parseSetCookie(line);
        jar[parsed.name] = parsed.maxAge === 0 ? undefined : parsed.value;
      }
    };
    return { state, server: { config, pages: pageMatcher(['/:lang/login']) }, keep };
  };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe('recovering a password on the web', () => {
  it('goes code → reset token → new password, clearing this browser’s session and the recovery', async () => {
    const customer = await live.customer();
    const jar: Record<string, string | undefined> = { yolla_auth_token: 'Bearer old', yolla_refresh_token: 'old' };
    const request = browser(jar);

    let step = request();
    expect(await startRecovery(form({ username: customer.email }), step.state, step.server)).toEqual({
      ok: true,
      redirectTo: '/ru/recover/code',
    });
    step.keep();
    step = request();
    expect(await codePage(step.state, step.server)).toEqual({
      destination: `c•••@yolla.test`,
      resendIn: 60,
      undelivered: false,
    });

    const code = await lastCode(live.api, customer.email);
    step = request();
    expect(await checkCode(form({ intent: 'code', code }), step.state, step.server)).toEqual({
      ok: true,
      redirectTo: '/ru/recover/password',
    });
    step.keep();
    expect(decodeRecoveryState(jar.yolla_recovery, config.sessionSecret)?.stage).toBe('verified');

    step = request();
    const common = await setNewPassword(form({ password: 'qwerty123' }), step.state, step.server);
    expect(common).toMatchObject({
      ok: false,
      fields: { password: 'Этот пароль слишком распространён или его легко угадать. Выберите другой.' },
    });
    step = request();
    expect(await setNewPassword(form({ password: 'velvet-compass-31' }), step.state, step.server)).toEqual({
      ok: true,
      redirectTo: '/ru/login',
    });
    step.keep();
    expect(jar).toEqual({ yolla_auth_token: undefined, yolla_refresh_token: undefined, yolla_recovery: undefined });
  });

  it('answers an unknown account the same way, and its code is refused', async () => {
    const jar: Record<string, string | undefined> = {};
    const request = browser(jar);
    let step = request();
    expect(await startRecovery(form({ username: '+994709998877' }), step.state, step.server)).toEqual({
      ok: true,
      redirectTo: '/ru/recover/code',
    });
    step.keep();
    step = request();
    expect(await checkCode(form({ intent: 'code', code: '123456' }), step.state, step.server)).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});
