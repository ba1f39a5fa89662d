import { lastCode, randomPhone } from '@yolla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { loadWebConfig, type WebConfig } from '../../lib/env.server.ts';
import { browser, fields, form } from './registration-test-kit.ts';
import { confirmCode, otpPage, register } from './registration.server.ts';

let live: LiveApi;
let config: WebConfig;
beforeAll(async () => {
  live = await startLiveApi({ CODES_RATE_IP_MAX: '100000' });
  config = loadWebConfig({ NODE_ENV: 'test' });
});
afterAll(() => live.close());

describe('registering on the web', () => {
  it('sends the code, keeps its ticket in the signed cookie, and signs in on the right code', async () => {
    const phone = randomPhone.UZ();
    const tab = browser(live, config, 'UZ');
    let step = tab.request();
    expect(await register(form(fields(phone)), step.state, step.server)).toEqual({ ok: true, redirectTo: '/en/otp' });
    step.keep();
    expect(tab.jar.yolla_otp).toBeDefined();
    expect(tab.jar.yolla_otp).not.toContain(phone);

    step = tab.request();
    expect(await otpPage(step.state, step.server)).toEqual({
      destination: `+998 ••••• ${phone.slice(-4)}`,
      resendIn: 60,
      undelivered: false,
    });

    const code = await lastCode(live.api, phone);
    step = tab.request();
    const wrong = await confirmCode(
      form({ intent: 'code', code: code === '000000' ? '111111' : '000000' }),
      step.state,
      step.server,
    );
    expect(wrong).toMatchObject({ ok: false, status: 400, message: 'The code is incorrect. Check it and try again.' });

    step = tab.request();
    const early = await confirmCode(form({ intent: 'resend' }), step.state, step.server);
    expect(early).toMatchObject({ ok: false, status: 429, message: expect.stringContaining('wait a minute') });

    step = tab.request();
    const done = await confirmCode(form({ intent: 'code', code }), step.state, step.server);
    expect(done).toEqual({ ok: true, redirectTo: '/en/cabinet/settings' });
    step.keep();
    expect(tab.jar.yolla_auth_token).toMatch(/^Bearer /);
    expect(tab.jar.yolla_refresh_token).toBeDefined();
    expect(tab.jar.yolla_otp).toBeUndefined();
    expect(tab.toasts.map((t) => t.message)).toContain('Your account is ready. Welcome!');
  });

  it('answers bad fields with their messages and keeps what was typed, never the password', async () => {
    const tab = browser(live, config, 'GE');
    const step = tab.request();
    const result = await register(form({ ...fields('+998901234567'), national_id: '12' }), step.state, step.server);
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fields: {
        phone: 'Enter a Georgian phone number, e.g. +995 555 12 34 56.',
        national_id: 'The personal number has 11 digits, as on your ID card.',
      },
      values: { name: 'Nodira', phone: '+998901234567' },
    });
    expect(result.ok ? null : result.values).not.toHaveProperty('password');
  });

  it('sends the visitor without a code on its way back to registration', async () => {
    const step = browser(live, config, 'UZ').request();
    expect(await otpPage(step.state, step.server)).toBeNull();
    expect(await confirmCode(form({ intent: 'code', code: '123456' }), step.state, step.server)).toEqual({
      ok: true,
      redirectTo: '/en/register',
    });
  });
});
