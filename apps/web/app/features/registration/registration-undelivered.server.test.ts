import { randomPhone, startSmppAggregator, type TestSmppAggregator } from '@yolla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { loadWebConfig, type WebConfig } from '../../lib/env.server.ts';
import { browser, fields, form } from './registration-test-kit.ts';
import { otpPage, register } from './registration.server.ts';

let smsc: TestSmppAggregator;
let live: LiveApi;
let config: WebConfig;
beforeAll(async () => {
  smsc = await startSmppAggregator();
  live = await startLiveApi({
    CODES_RATE_IP_MAX: '100000',
    SMPP_URL: smsc.url,
    SMS_SENDER: 'Yolla',
    NOTIFICATIONS_WORKER: 'true',
    NOTIFICATIONS_POLL_MS: '50',
  });
  config = loadWebConfig({ NODE_ENV: 'test' });
});
afterAll(async () => {
  await live.close();
  await smsc.close();
});

describe('a registration code the SMS network refused', () => {
  it('is said on the code page', async () => {
    smsc.answer(() => 0x0b);
    const phone = randomPhone.UZ();
    const tab = browser(live, config, 'UZ');
    const step = tab.request();
    expect(await register(form(fields(phone)), step.state, step.server)).toEqual({ ok: true, redirectTo: '/en/otp' });
    step.keep();
    let page = null;
    for (let tries = 0; tries < 100 && !page?.undelivered; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const next = tab.request();
      page = await otpPage(next.state, next.server);
    }
    expect(page).toEqual({
      destination: `+998 ••••• ${phone.slice(-4)}`,
      resendIn: expect.any(Number),
      undelivered: true,
    });
  });
});
