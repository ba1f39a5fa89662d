import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../codes/codes.table.ts';
import { createCustomer, createTestApi, type TestApi } from '../../test/harness.ts';
import { getMe, refreshWith, requestToken, signInAs } from '../../test/requests.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { lastCode, outboxOf, randomAddress, randomPhone } from '../../test/codes.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({
    env: { CODES_RATE_IP_MAX: '100000', VERIFY_RATE_IP_MAX: '100000', SETTINGS_RATE_IP_MAX: '100000' },
  });
});
afterAll(() => api.close());

const as = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, language = 'en') =>
  callAs(api, who, method, path, {
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    language,
    remoteAddress: randomAddress(),
  });

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/** Another session of the same customer, signed in from a browser. */
async function secondSession(who: SignedIn, userAgent: string) {
  const response = await requestToken(
    api,
    {
      grant_type: 'password',
      username: who.customer.email,
      password: who.customer.password,
      client_id: api.config.webClient.id,
      client_secret: api.config.webClient.secret,
    },
    { headers: { 'user-agent': userAgent }, remoteAddress: randomAddress() },
  );
  expect(response.statusCode).toBe(200);
  return response.json() as { access_token: string; refresh_token: string };
}

describe('phone change', () => {
  it('sends a code to the new number and changes the phone once it is confirmed; the old number is told', async () => {
    const who = await signedInCustomer(api);
    const phone = randomPhone.AZ();
    const sent = await as(who, 'POST', '/me/phone/code', { phone: phone.replace('+994', '0') });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.destination).toBe(`+994 ••••• ${phone.slice(-4)}`);
    const [sms] = await outboxOf(api, phone);
    expect(sms!.template).toBe('code.phone_change');

    const confirmed = await as(who, 'POST', '/me/phone', {
      ticket: sent.json().data.ticket,
      code: await lastCode(api, phone),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ data: { phone }, message: 'Your phone number is changed.' });
    expect((await as(who, 'GET', '/me/profile')).json().data.phone).toBe(phone);
    const [notice] = await outboxOf(api, who.customer.phone);
    expect(notice!.template).toBe('notice.phone_changed');
  });

  it('answers a number of another account like a free one; its owner gets a notice and nothing can confirm it', async () => {
    const who = await signedInCustomer(api);
    const other = await createCustomer(api.database, { phone: randomPhone.AZ() });
    const taken = await as(who, 'POST', '/me/phone/code', { phone: other.phone });
    const free = await as(who, 'POST', '/me/phone/code', { phone: randomPhone.AZ() });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json().data).sort()).toEqual(Object.keys(free.json().data).sort());
    const [notice] = await outboxOf(api, other.phone);
    expect(notice!.template).toBe('notice.phone_taken');
    expect(notice!.body).not.toMatch(/\d{6}/);
    const attempt = await as(who, 'POST', '/me/phone', { ticket: taken.json().data.ticket, code: '123456' });
    expect(attempt.statusCode).toBe(400);
    expect((await as(who, 'GET', '/me/profile')).json().data.phone).toBe(who.customer.phone);
  });

  it('refuses the current number, and numbers of another country', async () => {
    const who = await signedInCustomer(api);
    const same = await as(who, 'POST', '/me/phone/code', { phone: who.customer.phone }, 'ru');
    expect(same.json().errors).toEqual({ phone: ['Это и так ваш номер.'] });
    const foreign = await as(who, 'POST', '/me/phone/code', { phone: randomPhone.UZ() });
    expect(foreign.json().errors).toEqual({ phone: ['Enter an Azerbaijani phone number, e.g. +994 50 123 45 67.'] });
  });

  it('cannot be confirmed with another customer’s ticket', async () => {
    const alice = await signedInCustomer(api);
    const mallory = await signedInCustomer(api);
    const phone = randomPhone.AZ();
    const sent = await as(alice, 'POST', '/me/phone/code', { phone });
    const stolen = await as(mallory, 'POST', '/me/phone', {
      ticket: sent.json().data.ticket,
      code: await lastCode(api, phone),
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('codes.session_expired');
    // Mallory's try did not spend Alice's code.
    const own = await as(alice, 'POST', '/me/phone', {
      ticket: sent.json().data.ticket,
      code: await lastCode(api, phone),
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('needs the current password and signs out every other session, keeping this one', async () => {
    const who = await signedInCustomer(api);
    const other = await secondSession(who, SAFARI_ON_IPHONE);
    const wrong = await as(who, 'POST', '/me/password', {
      current_password: 'not-it',
      new_password: 'violet-canyon-42',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('account.wrong_password');
    expect((await getMe(api, `Bearer ${other.access_token}`)).statusCode).toBe(200);

    const changed = await as(who, 'POST', '/me/password', {
      current_password: who.customer.password,
      new_password: 'violet-canyon-42',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Your password is changed. Your other sessions are signed out.');
    expect((await getMe(api, `Bearer ${other.access_token}`)).statusCode).toBe(401);
    expect((await refreshWith(api, other.refresh_token, randomAddress())).statusCode).toBe(400);
    expect((await getMe(api, `Bearer ${who.accessToken}`)).statusCode).toBe(200);
    expect((await refreshWith(api, who.refreshToken, randomAddress())).statusCode).toBe(200);
    expect((await signInAs(api, { ...who.customer, password: 'violet-canyon-42' }, randomAddress())).statusCode).toBe(
      200,
    );
    const [notice] = await outboxOf(api, who.customer.phone);
    expect(notice!.template).toBe('notice.password_changed');
  });

  it('holds the new password to the policy', async () => {
    const who = await signedInCustomer(api);
    const common = await as(who, 'POST', '/me/password', {
      current_password: who.customer.password,
      new_password: 'football1',
    });
    expect(common.statusCode).toBe(400);
    expect(Object.keys(common.json().errors)).toEqual(['new_password']);
  });
});

describe('deleting the account', () => {
  it('erases its codes and its messages in the outbox', async () => {
    const who = await signedInCustomer(api);
    const phone = randomPhone.AZ();
    await as(who, 'POST', '/me/phone/code', { phone });
    await as(who, 'POST', '/me/password', {
      current_password: who.customer.password,
      new_password: 'violet-canyon-42',
    });
    expect(await outboxOf(api, phone)).toHaveLength(1);
    expect(await outboxOf(api, who.customer.phone)).toHaveLength(1);
    const deleted = await as(who, 'POST', '/me/deletion', { password: 'violet-canyon-42' });
    expect(deleted.statusCode).toBe(200);
    expect(await outboxOf(api, phone)).toEqual([]);
    expect(await outboxOf(api, who.customer.phone)).toEqual([]);
    const codes = await api.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.customerId, who.customer.row.id));
    expect(codes).toEqual([]);
  });
});

describe('sessions', () => {
  it('lists the live sessions with their device, times and which one is this', async () => {
    const who = await signedInCustomer(api);
    await secondSession(who, SAFARI_ON_IPHONE);
    const desktop = await secondSession(who, CHROME_ON_WINDOWS);
    await callAs(api, { ...who, accessToken: desktop.access_token }, 'DELETE', '/me');
    const list = await as(who, 'GET', '/me/sessions');
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const iphone = sessions.find((s) => s.os === 'iOS');
    expect(iphone).toMatchObject({ browser: 'Safari', device: 'phone', current: false });
    expect(Date.parse(String(iphone!.last_seen_at))).not.toBeNaN();
  });

  it('signs out one session: its tokens stop working, the others carry on', async () => {
    const who = await signedInCustomer(api);
    const other = await secondSession(who, CHROME_ON_WINDOWS);
    const list = (await as(who, 'GET', '/me/sessions')).json().data as Array<{ id: string; current: boolean }>;
    const target = list.find((s) => !s.current)!;
    const ended = await as(who, 'DELETE', `/me/sessions/${target.id}`);
    expect(ended.statusCode).toBe(200);
    expect((await getMe(api, `Bearer ${other.access_token}`)).statusCode).toBe(401);
    expect((await refreshWith(api, other.refresh_token, randomAddress())).statusCode).toBe(400);
    expect((await getMe(api, `Bearer ${who.accessToken}`)).statusCode).toBe(200);
    expect((await as(who, 'DELETE', `/me/sessions/${target.id}`)).statusCode).toBe(404);
  });

  it('of one customer can never be seen or ended by another', async () => {
    const alice = await signedInCustomer(api);
    const mallory = await signedInCustomer(api);
    const aliceSessions = (await as(alice, 'GET', '/me/sessions')).json().data as Array<{ id: string }>;
    const mallorySessions = (await as(mallory, 'GET', '/me/sessions')).json().data as Array<{ id: string }>;
    expect(mallorySessions.map((s) => s.id)).not.toContain(aliceSessions[0]!.id);
    for (const session of aliceSessions) {
      const attempt = await as(mallory, 'DELETE', `/me/sessions/${session.id}`);
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json().code).toBe('common.not_found');
    }
    expect((await getMe(api, `Bearer ${alice.accessToken}`)).statusCode).toBe(200);
    expect((await as(mallory, 'DELETE', '/me/sessions/not-a-uuid')).statusCode).toBe(400);
  });
});
