import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { getMe } from '../../test/requests.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { ADDRESSES_MAX: '3', SETTINGS_RATE_IP_MAX: '100000' } });
});
afterAll(() => api.close());

const BAKU = {
  city: 'AZ-BAKU',
  street: 'Nizami küç.',
  building: '10',
  apartment: '25',
  postal_code: 'AZ1000',
  phone: '+994501234567',
  note: 'Ring twice',
};

const list = (who: SignedIn) => callAs(api, who, 'GET', '/addresses');
const create = (who: SignedIn, payload: Record<string, unknown>, language = 'en') =>
  callAs(api, who, 'POST', '/addresses', { payload, language });
const update = (who: SignedIn, id: string, payload: Record<string, unknown>) =>
  callAs(api, who, 'PATCH', `/addresses/${id}`, { payload });
const remove = (who: SignedIn, id: string) => callAs(api, who, 'DELETE', `/addresses/${id}`);
const completed = async (who: SignedIn) =>
  (await getMe(api, `Bearer ${who.accessToken}`)).json().data.completed_address as boolean;
const defaults = async (who: SignedIn) =>
  ((await list(who)).json().data as { id: string; is_default: boolean }[]).filter((a) => a.is_default).map((a) => a.id);

describe('cities', () => {
  it('are listed per country with their names in the request’s language, the capital first', async () => {
    const ge = await callAs(api, null, 'GET', '/cities?country=GE', { language: 'ka' });
    expect(ge.statusCode).toBe(200);
    expect(ge.headers['cache-control']).toBe('public, max-age=3600');
    expect(ge.json().data[0]).toEqual({ code: 'GE-TBILISI', name: 'თბილისი' });
    const az = await callAs(api, null, 'GET', '/cities', { language: 'ru' });
    expect(az.json().data.slice(0, 2)).toEqual([
      { code: 'AZ-BAKU', name: 'Баку' },
      { code: 'AZ-GANJA', name: 'Гянджа' },
    ]);
    const uz = await callAs(api, null, 'GET', '/cities?country=UZ', { language: 'uz' });
    expect(uz.json().data).toContainEqual({ code: 'UZ-FERGANA', name: 'Fargʻona' });
    expect(uz.json().data.length).toBeGreaterThanOrEqual(15);
  });

  it('refuse an unknown country', async () => {
    expect((await callAs(api, null, 'GET', '/cities?country=TR')).statusCode).toBe(400);
  });
});

describe('adding an address', () => {
  it('stores it with a stable id, the city’s name and the phone in E.164; the first becomes the default', async () => {
    const who = await signedInCustomer(api);
    expect(await completed(who)).toBe(false);
    const response = await create(who, { ...BAKU, phone: '050 123 45 67', postal_code: 'az 1000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'The address is added.',
      data: {
        id: expect.stringMatching(/^[1-9]\d*$/),
        country: 'AZ',
        city: { code: 'AZ-BAKU', name: 'Baku' },
        street: 'Nizami küç.',
        building: '10',
        apartment: '25',
        postal_code: 'AZ1000',
        phone: '+994501234567',
        note: 'Ring twice',
        is_default: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect(await completed(who)).toBe(true);
    expect((await list(who)).json().data).toEqual([response.json().data]);
  });

  it.each([
    {
      country: 'AZ',
      valid: { city: 'AZ-GANJA', postal_code: '2000', phone: '+994 55 555 12 34' },
      postal: ['AZ100', 'AZ10000', '100000', 'BA1000'],
      phones: ['+998901234567', '+9945012', '12345'],
    },
    {
      country: 'UZ',
      valid: { city: 'UZ-TASHKENT', postal_code: '100000', phone: '90 123 45 67' },
      postal: ['10000', '1000000', 'AZ1000', '0105'],
      phones: ['+994501234567', '+99890123', '+995555123456'],
    },
    {
      country: 'GE',
      valid: { city: 'GE-BATUMI', postal_code: '6000', phone: '555 12 34 56' },
      postal: ['600', '60000', 'AZ1000', '100000'],
      phones: ['+994501234567', '+995555', '+998901234567'],
    },
  ] as const)(
    'checks the postal code and phone by the rules of $country',
    async ({ country, valid, postal, phones }) => {
      const who = await signedInCustomer(api, { country });
      const address = { street: 'Main street', building: '1', ...valid };
      const ok = await create(who, address);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.phone).toMatch(/^\+\d+$/);
      for (const postalCode of postal) {
        const response = await create(who, { ...address, postal_code: postalCode });
        expect(response.statusCode, postalCode).toBe(400);
        expect(Object.keys(response.json().errors), postalCode).toEqual(['postal_code']);
      }
      for (const phone of phones) {
        const response = await create(who, { ...address, phone });
        expect(response.statusCode, phone).toBe(400);
        expect(Object.keys(response.json().errors), phone).toEqual(['phone']);
      }
    },
  );

  it('explains the country’s formats in the request’s language', async () => {
    const who = await signedInCustomer(api, { country: 'UZ' });
    const response = await create(
      who,
      { city: 'UZ-SAMARKAND', street: 'Registon', building: '5', postal_code: '1400', phone: '+99455' },
      'uz',
    );
    expect(response.json().errors).toEqual({
      postal_code: ['6 xonali pochta indeksini kiriting, masalan, 100000.'],
      phone: ['Oʻzbekiston telefon raqamini kiriting, masalan, +998 90 123 45 67.'],
    });
  });

  it('keeps addresses in the customer’s own country and its cities', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const elsewhere = await create(who, { ...BAKU, country: 'GE' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({
      country: ['Delivery addresses must be in the country you are served in.'],
    });
    for (const city of ['GE-TBILISI', 'AZ-ATLANTIS']) {
      const response = await create(who, { ...BAKU, city });
      expect(response.statusCode, city).toBe(400);
      expect(response.json().errors, city).toEqual({ city: ['Choose one of the available options.'] });
    }
    expect((await list(who)).json().data).toEqual([]);
  });

  it('needs street, building, postal code and phone; apartment and note are optional and bounded', async () => {
    const who = await signedInCustomer(api);
    const missing = await create(who, { city: 'AZ-BAKU' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['building', 'phone', 'postal_code', 'street']);
    const long = await create(who, { ...BAKU, note: 'x'.repeat(301), apartment: 'y'.repeat(21) });
    expect(Object.keys(long.json().errors).sort()).toEqual(['apartment', 'note']);
    const bare = await create(who, { ...BAKU, apartment: '', note: undefined });
    expect(bare.json().data).toMatchObject({ apartment: null, note: null });
  });

  it('stops at the cap', async () => {
    const who = await signedInCustomer(api);
    for (let i = 0; i < 3; i += 1) expect((await create(who, BAKU)).statusCode).toBe(200);
    const response = await create(who, BAKU);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'addresses.limit_reached',
      message: 'You have reached the maximum number of addresses. Delete one to add another.',
    });
    expect((await list(who)).json().data).toHaveLength(3);
  });
});

describe('the default address', () => {
  it('is the first one; a new one marked default takes over; so does one changed to default', async () => {
    const who = await signedInCustomer(api);
    const first = (await create(who, BAKU)).json().data.id;
    const second = (await create(who, { ...BAKU, street: 'Füzuli küç.' })).json().data;
    expect(second.is_default).toBe(false);
    expect(await defaults(who)).toEqual([first]);

    const third = (await create(who, { ...BAKU, is_default: true })).json().data.id;
    expect(await defaults(who)).toEqual([third]);

    const switched = await update(who, second.id, { is_default: true });
    expect(switched.json()).toMatchObject({ message: 'The address is saved.', data: { is_default: true } });
    expect(await defaults(who)).toEqual([second.id]);
    expect((await list(who)).json().data[0].id).toBe(second.id);
    expect(await completed(who)).toBe(true);
  });

  it('cannot be unset, only moved to another address', async () => {
    const who = await signedInCustomer(api);
    const id = (await create(who, BAKU)).json().data.id;
    const response = await update(who, id, { is_default: false, street: 'Changed' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('addresses.default_required');
    expect((await list(who)).json().data[0]).toMatchObject({ id, is_default: true, street: 'Nizami küç.' });
  });

  it('moves to the newest remaining address when deleted; none is left after the last', async () => {
    const who = await signedInCustomer(api);
    const a = (await create(who, BAKU)).json().data.id;
    const b = (await create(who, BAKU)).json().data.id;
    const c = (await create(who, BAKU)).json().data.id;
    await update(who, b, { is_default: false }); // not the default: a no-op
    expect(await defaults(who)).toEqual([a]);

    const deleted = await remove(who, a);
    expect(deleted.json()).toEqual({ message: 'The address is deleted.' });
    expect(await defaults(who)).toEqual([c]);
    expect((await remove(who, b)).statusCode).toBe(200);
    expect(await defaults(who)).toEqual([c]);
    expect(await completed(who)).toBe(true);
    expect((await remove(who, c)).statusCode).toBe(200);
    expect(await completed(who)).toBe(false);
    expect((await remove(who, c)).statusCode).toBe(404);
  });
});

describe('editing an address', () => {
  it('changes only the fields sent, checked like a new address', async () => {
    const who = await signedInCustomer(api);
    const id = (await create(who, BAKU)).json().data.id;
    const response = await update(who, id, { city: 'AZ-SUMGAIT', postal_code: '5000', note: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      city: { code: 'AZ-SUMGAIT', name: 'Sumgait' },
      postal_code: 'AZ5000',
      note: null,
      street: BAKU.street,
      phone: BAKU.phone,
    });
    const bad = await update(who, id, { phone: '+995555123456', city: 'UZ-TASHKENT' });
    expect(bad.statusCode).toBe(400);
    expect((await list(who)).json().data[0].city.code).toBe('AZ-SUMGAIT');
  });

  it('is 404 for an address that does not exist', async () => {
    const who = await signedInCustomer(api);
    expect((await update(who, '999999', { street: 'Nowhere' })).statusCode).toBe(404);
    expect((await update(who, 'abc', { street: 'Nowhere' })).statusCode).toBe(400);
  });
});
