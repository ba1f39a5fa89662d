import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi, capturedLogs } from '../../test/harness.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import {
  fakeClock,
  lastCode,
  outboxOf,
  post,
  randomAddress,
  randomPhone,
  registrationBody,
  smsCodeGrant,
  type FakeClock,
} from '../../test/codes.ts';

const { lines, logger } = capturedLogs();
let api: TestApi;
let clock: FakeClock;

beforeAll(async () => {
  clock = fakeClock();
  api = await createTestApi({ clock, logger });
});
afterAll(() => api.close());

describe('the logs of registration, codes, recovery and account security', () => {
  it('never contain a code, a password, a reset token, a ticket or an issued token', async () => {
    const secrets: string[] = [];
    const body = registrationBody('GE');
    secrets.push(body.password);
    const registered = await post(api, '/registration', body, { remoteAddress: randomAddress() });
    secrets.push(registered.json().data.ticket);
    const code = await lastCode(api, body.phone);
    await smsCodeGrant(api, body.phone, code === '000000' ? '111111' : '000000');
    const tokens = (await smsCodeGrant(api, body.phone, code)).json();
    secrets.push(code, tokens.access_token, tokens.refresh_token);

    clock.advance(61);
    const recovery = await post(api, '/recovery/code', { username: body.phone }, { remoteAddress: randomAddress() });
    const recoveryCode = await lastCode(api, body.phone);
    const verified = await post(api, '/recovery/verify', { ticket: recovery.json().data.ticket, code: recoveryCode });
    const resetToken = verified.json().data.reset_token;
    await post(api, '/recovery/password', { reset_token: resetToken, password: 'copper-violin-2031' });
    secrets.push(recoveryCode, resetToken, 'copper-violin-2031');

    const who = await signedInCustomer(api);
    const phone = randomPhone.AZ();
    const sent = await callAs(api, who, 'POST', '/me/phone/code', { payload: { phone } });
    const phoneCode = await lastCode(api, phone);
    await callAs(api, who, 'POST', '/me/phone', { payload: { ticket: sent.json().data.ticket, code: phoneCode } });
    await callAs(api, who, 'POST', '/me/password', {
      payload: { current_password: who.customer.password, new_password: 'amber-lighthouse-77' },
    });
    secrets.push(phoneCode, who.customer.password, 'amber-lighthouse-77', who.accessToken);

    const log = lines.join('');
    expect(log).toContain('/registration');
    expect(log).toContain('/me/password');
    for (const message of await outboxOf(api, body.phone)) expect(log).not.toContain(message.body);
    for (const value of secrets) expect(log, 'a secret in the logs').not.toContain(value);
  });
});
