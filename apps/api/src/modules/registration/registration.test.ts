import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestApi, type TestApi } from '../../test/harness.ts';
import { getMe } from '../../test/requests.ts';
import { randomNationalId } from '../../test/signed-in.ts';
import {
  lastCode,
  outboxOf,
  post,
  randomAddress,
  randomPhone,
  registrationBody,
  smsCodeGrant,
} from '../../test/codes.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { CODES_RATE_IP_MAX: '100000' } });
});
afterAll(() => api.close());

const register = (body: Record<string, unknown>, language = 'en') =>
  post(api, '/registration', body, { language, remoteAddress: randomAddress() });

/** The parts of an answer a caller could compare: status, the body's keys and the types of the values. */
function shape(response: { statusCode: number; json(): Record<string, unknown> }) {
  const body = response.json();
  const data = body.data as Record<string, unknown>;
  return {
    status: response.statusCode,
    keys: Object.keys(body).sort(),
    data: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typeof value])),
    expires_in: data.expires_in,
    resend_in: data.resend_in,
  };
}

describe('registration', () => {
  it('sends a code in the registrant’s language; the SMS-code grant creates the account and signs it in', async () => {
    const body = registrationBody('GE', { email: ' New.Customer@Yolla.test ' });
    const response = await register(body, 'ka');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.destination).toBe(`+995 ••••• ${body.phone.slice(-4)}`);
    const [sms] = await outboxOf(api, body.phone);
    expect(sms).toMatchObject({ channel: 'sms', template: 'code.registration', language: 'ka' });
    expect(sms!.body).toMatch(/^Yolla: თქვენი სარეგისტრაციო კოდია \d{6}\./);

    const tokens = await smsCodeGrant(api, body.phone, await lastCode(api, body.phone));
    expect(tokens.statusCode).toBe(200);
    const me = await getMe(api, `Bearer ${tokens.json().access_token}`);
    expect(me.json().data).toMatchObject({
      name: 'Dilnoza Karimova',
      completed_profile: true,
      completed_address: false,
    });
    const profile = await api.app.inject({
      url: '/api/v1/client/me/profile',
      headers: { authorization: `Bearer ${tokens.json().access_token}` },
    });
    expect(profile.json().data).toMatchObject({
      surname: 'Karimova',
      phone: body.phone,
      email: 'new.customer@yolla.test',
      national_id: body.national_id,
      country: 'GE',
      language: 'ka',
    });
    // The password chosen at registration signs in from now on.
    const password = await api.app.inject({
      method: 'POST',
      url: '/api/v1/client/oauth/token',
      payload: {
        grant_type: 'password',
        username: body.phone,
        password: body.password,
        client_id: api.config.webClient.id,
        client_secret: api.config.webClient.secret,
      },
    });
    expect(password.statusCode).toBe(200);
  });

  it('answers a phone that already has an account exactly like a new one; only the owner learns it, by SMS', async () => {
    const owner = await createCustomer(api.database, { phone: randomPhone.UZ(), country: 'UZ', language: 'ru' });
    const taken = await register(registrationBody('UZ', { phone: owner.phone }));
    const fresh = await register(registrationBody('UZ'));
    expect(shape(taken)).toEqual(shape(fresh));
    expect(taken.json().message.replace(/\+\d+ •+ \d+/, 'X')).toBe(fresh.json().message.replace(/\+\d+ •+ \d+/, 'X'));

    const [notice] = await outboxOf(api, owner.phone);
    expect(notice).toMatchObject({ template: 'notice.registration_exists', language: 'ru' });
    expect(notice!.body).not.toMatch(/\d{6}/);
    // No code was told, so nothing can complete a registration of that number.
    for (const code of ['000000', '123456']) {
      expect((await smsCodeGrant(api, owner.phone, code, randomAddress())).statusCode).toBe(400);
    }
  });

  it('answers an e-mail that already has an account like a new one; the account is made without it and told why', async () => {
    const other = await createCustomer(api.database);
    const taken = registrationBody('UZ', { email: other.email });
    const answer = await register(taken);
    expect(shape(answer)).toEqual(shape(await register(registrationBody('UZ'))));
    const tokens = await smsCodeGrant(api, taken.phone, await lastCode(api, taken.phone));
    expect(tokens.statusCode).toBe(200);
    const profile = await api.app.inject({
      url: '/api/v1/client/me/profile',
      headers: { authorization: `Bearer ${tokens.json().access_token}` },
    });
    expect(profile.json().data.email).toBeNull();
    const [notice] = await outboxOf(api, taken.phone);
    expect(notice!.template).toBe('notice.registered_without_email');
  });

  it('refuses a common or breached password with a translated field message', async () => {
    for (const password of ['password123', 'Qwertyuiop', 'iloveyou2', 'aaaaaaaaaaaa']) {
      const response = await register(registrationBody('UZ', { password }), 'uz');
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors.password).toEqual([
        'Bu parol juda keng tarqalgan yoki oson topiladi. Boshqasini tanlang.',
      ]);
    }
    const phone = randomPhone.UZ();
    const own = await register(registrationBody('UZ', { phone, password: phone }));
    expect(own.json().errors.password).toHaveLength(1);
  });

  it('takes 8 to 128 characters', async () => {
    const short = await register(registrationBody('UZ', { password: 'k7#mQz2' }));
    expect(short.json().errors.password).toEqual(['Use at least 8 characters.']);
    const long = await register(registrationBody('UZ', { password: 'x1'.repeat(64) + 'y' }));
    expect(long.json().errors.password).toEqual(['Use at most 128 characters.']);
    expect((await register(registrationBody('UZ', { password: 'k7#mQz2p' }))).statusCode).toBe(200);
  });

  it('checks the phone and customer ID by the country’s rules and needs the terms accepted', async () => {
    const response = await register(
      registrationBody('GE', { phone: '+994501234567', national_id: '123', accept_terms: false }),
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('common.validation_failed');
    expect(response.json().errors).toMatchObject({
      accept_terms: ['Accept the terms to continue.'],
    });
    const rules = await register(registrationBody('GE', { phone: '+994501234567', national_id: '123' }));
    expect(rules.json().errors).toEqual({
      phone: ['Enter a Georgian phone number, e.g. +995 555 12 34 56.'],
      national_id: ['The personal number has 11 digits, as on your ID card.'],
    });
    const national = await register(
      registrationBody('UZ', { phone: '90 123 45 67', national_id: randomNationalId.UZ() }),
    );
    expect(national.statusCode).toBe(200);
  });

  it('is not offered where the country signs up through the digital identity (Azerbaijan)', async () => {
    const response = await register({ ...registrationBody('UZ'), country: 'AZ', phone: randomPhone.AZ() }, 'az');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('registration.not_offered');
  });

  it('answers bad input with a translated 4xx, never a 5xx', async () => {
    for (const payload of [{}, { country: 'XX' }, 'not json', { ...registrationBody(), extra: 1 }, [1, 2]]) {
      const response = await post(api, '/registration', payload, { remoteAddress: randomAddress() });
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
  });
});
