import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestApi, type TestApi } from '../../test/harness.ts';
import { getMe, refreshWith, signInAs } from '../../test/requests.ts';
import { fakeClock, lastCode, outboxOf, post, randomAddress, type FakeClock } from '../../test/codes.ts';

let api: TestApi;
let clock: FakeClock;

beforeAll(async () => {
  clock = fakeClock();
  api = await createTestApi({ clock, env: { CODES_RATE_IP_MAX: '100000', VERIFY_RATE_IP_MAX: '100000' } });
});
afterAll(() => api.close());

const send = (path: string, body: unknown, language = 'en') =>
  post(api, path, body, { language, remoteAddress: randomAddress() });

async function resetToken(username: string): Promise<string> {
  const sent = await send('/recovery/code', { username });
  const verified = await send('/recovery/verify', {
    ticket: sent.json().data.ticket,
    code: await lastCode(api, username),
  });
  expect(verified.statusCode).toBe(200);
  return verified.json().data.reset_token;
}

describe('password recovery', () => {
  it('answers an unknown phone or e-mail exactly like a known one, and sends nothing then', async () => {
    const customer = await createCustomer(api.database);
    const known = await send('/recovery/code', { username: customer.phone });
    const unknown = await send('/recovery/code', { username: '+994702223344' });
    const knownMail = await send('/recovery/code', { username: customer.email });
    const unknownMail = await send('/recovery/code', { username: 'nobody-at-all@yolla.test' });
    for (const response of [known, unknown, knownMail, unknownMail]) {
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(['data', 'message']);
      expect(Object.keys(response.json().data).sort()).toEqual(['destination', 'expires_in', 'resend_in', 'ticket']);
      expect(response.json().data).toMatchObject({ expires_in: 600, resend_in: 60 });
    }
    expect(await outboxOf(api, '+994702223344')).toEqual([]);
    expect(await outboxOf(api, 'nobody-at-all@yolla.test')).toEqual([]);
    expect(await outboxOf(api, customer.phone)).toHaveLength(1);
    const [mail] = await outboxOf(api, customer.email);
    expect(mail).toMatchObject({
      channel: 'email',
      template: 'code.recovery',
      subject: 'Your Yolla password reset code',
    });
    // Resend limits hold alike, too.
    expect((await send('/recovery/code', { username: '+994702223344' })).statusCode).toBe(429);
    expect((await send('/recovery/code', { username: customer.phone })).statusCode).toBe(429);
  });

  it('sets a new password and ends every session and refresh token of the account', async () => {
    const customer = await createCustomer(api.database);
    const first = (await signInAs(api, customer, randomAddress())).json();
    const second = (await signInAs(api, customer, randomAddress())).json();
    const token = await resetToken(customer.phone);

    const reset = await send('/recovery/password', { reset_token: token, password: 'lantern-orbit-1979' }, 'az');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Şifrəniz dəyişdirildi və bütün seanslar bağlandı. Yeni şifrə ilə daxil olun.');
    for (const session of [first, second]) {
      expect((await getMe(api, `Bearer ${session.access_token}`)).statusCode).toBe(401);
      expect((await refreshWith(api, session.refresh_token, randomAddress())).statusCode).toBe(400);
    }
    expect((await signInAs(api, customer, randomAddress())).statusCode).toBe(400);
    expect((await signInAs(api, { ...customer, password: 'lantern-orbit-1979' }, randomAddress())).statusCode).toBe(
      200,
    );
    const [notice] = await outboxOf(api, customer.phone);
    expect(notice!.template).toBe('notice.password_changed');
    // The token works once.
    const again = await send('/recovery/password', { reset_token: token, password: 'another-orbit-1980' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('codes.session_expired');
  });

  it('holds the new password to the registration policy, and keeps the token for another try', async () => {
    const customer = await createCustomer(api.database);
    const token = await resetToken(customer.email);
    const common = await send('/recovery/password', { reset_token: token, password: 'sunshine1' }, 'ru');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toEqual([
      'Этот пароль слишком распространён или его легко угадать. Выберите другой.',
    ]);
    const own = await send('/recovery/password', { reset_token: token, password: customer.email });
    expect(own.statusCode).toBe(400);
    expect((await send('/recovery/password', { reset_token: token, password: 'quiet-meadow-88' })).statusCode).toBe(
      200,
    );
  });

  it('gives a reset token for 15 minutes only', async () => {
    const customer = await createCustomer(api.database);
    const token = await resetToken(customer.phone);
    clock.advance(15 * 60 + 1);
    const late = await send('/recovery/password', { reset_token: token, password: 'quiet-meadow-88' });
    expect(late.json().code).toBe('codes.session_expired');
  });

  it('refuses a wrong code, and the code dies after 5 wrong tries', async () => {
    const customer = await createCustomer(api.database);
    const sent = await send('/recovery/code', { username: customer.phone });
    const code = await lastCode(api, customer.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await send('/recovery/verify', { ticket: sent.json().data.ticket, code: wrong });
      expect(response.json().code).toBe('codes.invalid_code');
    }
    const late = await send('/recovery/verify', { ticket: sent.json().data.ticket, code });
    expect(late.json().code).toBe('codes.expired');
  });

  it('gives no reset for the ticket of an unknown account, whatever the code', async () => {
    const sent = await send('/recovery/code', { username: 'ghost-account@yolla.test' });
    const response = await send('/recovery/verify', { ticket: sent.json().data.ticket, code: '123456' });
    expect(response.statusCode).toBe(400);
  });
});
