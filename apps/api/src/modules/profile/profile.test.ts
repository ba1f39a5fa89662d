import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { getMe } from '../../test/requests.ts';
import { callAs, randomNationalId, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';

let api: TestApi;
/** Today is 15 June 2026 for these tests. */
const TODAY = new Date('2026-06-15T10:00:00Z');

beforeAll(async () => {
  api = await createTestApi({ clock: { now: () => TODAY }, env: { SETTINGS_RATE_IP_MAX: '100000' } });
});
afterAll(() => api.close());

const profileOf = (who: SignedIn) => callAs(api, who, 'GET', '/me/profile');
const change = (who: SignedIn, payload: Record<string, unknown>, language = 'en') =>
  callAs(api, who, 'PATCH', '/me/profile', { payload, language });

describe('the profile', () => {
  it('shows the customer’s own details', async () => {
    const who = await signedInCustomer(api, { name: 'Nigar', surname: 'Əliyeva', country: 'AZ', language: 'az' });
    const response = await profileOf(who);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      code: who.customer.row.code,
      name: 'Nigar',
      surname: 'Əliyeva',
      email: who.customer.email,
      phone: who.customer.phone,
      national_id: null,
      birth_date: null,
      language: 'az',
      country: 'AZ',
      picture: null,
      completed_profile: false,
      completed_address: false,
    });
  });

  it('saves name, surname, e-mail, customer ID, birth date and message language, tidied', async () => {
    const who = await signedInCustomer(api);
    const email = `NEW-${who.customer.email.toUpperCase()}`;
    const fin = randomNationalId.AZ();
    const response = await change(who, {
      name: '  Gʻayrat ',
      surname: 'Əli-Ağa  oğlu',
      email: ` ${email} `,
      national_id: `${fin.slice(0, 3).toLowerCase()} ${fin.slice(3)}`,
      birth_date: '1990-05-17',
      language: 'ru',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your profile is saved.',
      data: {
        name: 'Gʻayrat',
        surname: 'Əli-Ağa oğlu',
        email: email.toLowerCase(),
        national_id: fin,
        birth_date: '1990-05-17',
        language: 'ru',
      },
    });
    expect((await profileOf(who)).json().data).toEqual(response.json().data);
  });

  it('changes only the fields sent, and removes one sent as null or blank', async () => {
    const who = await signedInCustomer(api, { name: 'Aysel', surname: 'Məmmədova', birthDate: '1994-05-17' });
    const response = await change(who, { surname: '', birth_date: null });
    expect(response.json().data).toMatchObject({ name: 'Aysel', surname: null, birth_date: null });
  });

  it('refuses unknown fields and languages it cannot send messages in', async () => {
    const who = await signedInCustomer(api);
    const response = await change(who, { nickname: 'ace', language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'common.validation_failed',
      errors: { nickname: ['This field is not allowed.'], language: ['Choose one of the available options.'] },
    });
  });

  it('refuses names that are not names', async () => {
    const who = await signedInCustomer(api);
    for (const name of ['123', 'Nigar<script>', '-Ali', 'x'.repeat(51)]) {
      const response = await change(who, { name });
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(response.json().errors), name).toEqual(['name']);
    }
  });
});

describe('the customer ID', () => {
  const cases = [
    { country: 'AZ', invalid: ['5HK3T7', '5HK3T7QQ', '5HK3T7I', '5HK3T7O', '01001012345'] },
    { country: 'UZ', invalid: ['3150590123003', '315059012300345', '5HK3T7Q', '3150590123003A'] },
    { country: 'GE', invalid: ['0100101234', '010010123456', '5HK3T7Q', '31505901230034'] },
  ] as const;

  it.each(cases)('follows the rule of the customer’s country ($country)', async ({ country, invalid }) => {
    const who = await signedInCustomer(api, { country });
    for (const id of [randomNationalId[country](), randomNationalId[country]()]) {
      const response = await change(who, { national_id: id });
      expect(response.statusCode, id).toBe(200);
      expect(response.json().data.national_id).toBe(id);
    }
    for (const id of invalid) {
      const response = await change(who, { national_id: id });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().code).toBe('common.validation_failed');
      expect(response.json().errors.national_id, id).toHaveLength(1);
    }
  });

  it('says what the rule is, in the request’s language', async () => {
    const az = await signedInCustomer(api, { country: 'AZ' });
    expect((await change(az, { national_id: '12345' })).json().errors.national_id).toEqual([
      'The FIN has 7 characters: digits and capital Latin letters except I and O, as on your ID card.',
    ]);
    const uz = await signedInCustomer(api, { country: 'UZ' });
    expect((await change(uz, { national_id: '12345' }, 'ru')).json().errors.national_id).toEqual([
      'ПИНФЛ состоит из 14 цифр, как в паспорте или ID-карте.',
    ]);
    const ge = await signedInCustomer(api, { country: 'GE' });
    expect((await change(ge, { national_id: '12345' }, 'ka')).json().errors.national_id).toEqual([
      'პირადი ნომერი შედგება 11 ციფრისგან, როგორც პირადობის მოწმობაშია.',
    ]);
  });

  it('is unique in a country: a taken one is 409 without saying whose', async () => {
    const taken = randomNationalId.GE();
    const owner = await signedInCustomer(api, { country: 'GE' });
    expect((await change(owner, { national_id: taken })).statusCode).toBe(200);
    const other = await signedInCustomer(api, { country: 'GE' });
    const response = await change(other, { national_id: taken });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'profile.national_id_taken',
      message: 'This customer ID is already linked to another account. If it is yours, please contact support.',
      errors: {
        national_id: ['This customer ID is already linked to another account. If it is yours, please contact support.'],
      },
    });
    expect((await profileOf(other)).json().data.national_id).toBeNull();
  });
});

describe('the birth date', () => {
  it.each([
    ['1990-05-17', 200, null],
    ['2010-06-15', 200, null], // 16 today
    ['2010-06-16', 400, 'You must be at least 16 years old.'],
    ['2026-06-15', 400, 'Enter your real date of birth.'],
    ['2031-01-01', 400, 'Enter your real date of birth.'],
    ['1899-12-31', 400, 'Enter your real date of birth.'],
    ['2001-02-29', 400, 'Enter a date that exists.'],
    ['2001-13-01', 400, 'Enter a date that exists.'],
    ['17.05.1990', 400, 'Enter a date that exists.'],
  ])('%s is answered %i', async (birthDate, status, message) => {
    const who = await signedInCustomer(api);
    const response = await change(who, { birth_date: birthDate });
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json().errors).toEqual({ birth_date: [message] });
    else expect(response.json().data.birth_date).toBe(birthDate);
  });

  it('names the minimum age in the request’s language', async () => {
    const who = await signedInCustomer(api);
    const response = await change(who, { birth_date: '2012-01-01' }, 'ru');
    expect(response.json().errors).toEqual({ birth_date: ['Вам должно быть не менее 16 лет.'] });
  });
});

describe('the e-mail', () => {
  it('must be an e-mail address', async () => {
    const who = await signedInCustomer(api);
    const response = await change(who, { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: ['Enter a valid e-mail address.'] });
  });

  it('is unique: another account’s e-mail (in any case) is 409 without saying whose', async () => {
    const owner = await signedInCustomer(api);
    const who = await signedInCustomer(api);
    const response = await change(who, { email: owner.customer.email.toUpperCase(), name: 'Changed' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'profile.email_taken',
      message: 'This e-mail is already used by another account.',
      errors: { email: ['This e-mail is already used by another account.'] },
    });
    // Nothing of the change was saved.
    expect((await profileOf(who)).json().data).toMatchObject({ email: who.customer.email, name: 'Test Customer' });
  });

  it('may stay the same', async () => {
    const who = await signedInCustomer(api);
    expect((await change(who, { email: who.customer.email })).statusCode).toBe(200);
  });

  it('can be removed only while the account has a phone to be reached at', async () => {
    const withPhone = await signedInCustomer(api);
    expect((await change(withPhone, { email: null })).json().data.email).toBeNull();
    const emailOnly = await signedInCustomer(api, { phone: null });
    const response = await change(emailOnly, { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: ['This field is required.'] });
  });
});

describe('completed_profile', () => {
  it('is true while name, surname and customer ID are all set, in the profile and in /me', async () => {
    const who = await signedInCustomer(api, { name: null, surname: null });
    const me = async () => (await getMe(api, `Bearer ${who.accessToken}`)).json().data.completed_profile;
    const completed = async (payload: Record<string, unknown>) =>
      (await change(who, payload)).json().data.completed_profile;

    expect(await me()).toBe(false);
    expect(await completed({ name: 'Leyla', surname: 'Həsənova' })).toBe(false);
    expect(await completed({ national_id: randomNationalId.AZ() })).toBe(true);
    expect(await me()).toBe(true);
    expect(await completed({ birth_date: '1990-01-01' })).toBe(true);
    expect(await completed({ surname: null })).toBe(false);
    expect(await me()).toBe(false);
    expect(await completed({ surname: 'Həsənova' })).toBe(true);
    expect(await completed({ national_id: '' })).toBe(false);
  });
});
