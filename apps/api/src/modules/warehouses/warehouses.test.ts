import { ORIGINS, type ForeignAddresses } from '@yolla/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTariffs } from '../../db/seed/tariffs.ts';
import { createTestApi, usesPostgres, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { tariffs } from '../tariffs/tariffs.table.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function addressesOf(who: SignedIn | null, language = 'en') {
  const response = await callAs(api, who, 'GET', '/foreign-addresses', { language });
  return { response, data: response.statusCode === 200 ? (response.json().data as ForeignAddresses) : null };
}

function lineOf(data: ForeignAddresses | null, origin: string, field: string): string | undefined {
  return data?.warehouses.find((w) => w.origin === origin)?.lines.find((line) => line.field === field)?.value;
}

const aysel = () => signedInCustomer(api, { name: 'Aysel', surname: 'Məmmədova' });

describe('the foreign addresses', () => {
  it('are one card per warehouse, in order, each line filled with the customer’s Latin name and suite code', async () => {
    const who = await aysel();
    const { response, data } = await addressesOf(who);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const code = who.customer.row.code;
    expect(data).toMatchObject({ code, name: 'Aysel Mammadova', name_missing: false });
    expect(data?.warehouses.map((w) => w.origin)).toEqual([...ORIGINS]);

    expect(lineOf(data, 'TR', 'full_name')).toBe(`Aysel Mammadova ${code}`);
    expect(lineOf(data, 'TR', 'address_line_2')).toBe(`Yolla Depo, ${code}`);
    expect(lineOf(data, 'US', 'full_name')).toBe('Aysel Mammadova');
    expect(lineOf(data, 'US', 'address_line_2')).toBe(`Suite ${code}`);
    expect(lineOf(data, 'US', 'state')).toBe('Delaware');
    expect(lineOf(data, 'DE', 'address_line_2')).toBe(`c/o Yolla, ${code}`);
    const us = data?.warehouses.find((w) => w.origin === 'US');
    expect(us).toMatchObject({ city: 'New Castle, Delaware', time_zone: 'America/New_York' });
    expect(us?.hours.mon).toEqual([['09:00', '18:00']]);
    expect(us?.hours.sun).toEqual([]);
    // No placeholder is left anywhere, and every warehouse carries the code somewhere a shop will print it.
    expect(response.body).not.toMatch(/\{name\}|\{code\}/);
    for (const warehouse of data?.warehouses ?? []) {
      expect(
        warehouse.lines.some((line) => line.value.includes(code)),
        warehouse.origin,
      ).toBe(true);
    }
  });

  it('never carry another customer’s name or suite code', async () => {
    const first = await aysel();
    const second = await signedInCustomer(api, { name: 'Nino', surname: 'ბერიძე', country: 'GE' });
    const [one, two] = await Promise.all([addressesOf(first), addressesOf(second)]);
    const [firstCode, secondCode] = [first.customer.row.code, second.customer.row.code];
    expect(one.response.body).toContain(firstCode);
    expect(one.response.body).not.toContain(secondCode);
    expect(one.response.body).not.toContain('Beridze');
    expect(two.response.body).toContain(secondCode);
    expect(two.response.body).not.toContain(firstCode);
    expect(two.response.body).not.toContain('Mammadova');
    expect(lineOf(two.data, 'GB', 'full_name')).toBe('Nino Beridze');
    expect(lineOf(two.data, 'GB', 'address_line_2')).toBe(secondCode);
  });

  it('give the shops’ hints and the city in the request’s language, with the suite code filled in', async () => {
    const who = await aysel();
    const code = who.customer.row.code;
    const hintOf = (data: ForeignAddresses | null, shop: string, field: string) =>
      data?.warehouses
        .find((w) => w.origin === 'US')
        ?.shops.find((s) => s.shop === shop)
        ?.hints.find((h) => h.field === field)?.text;

    const en = (await addressesOf(who, 'en')).data;
    const ru = (await addressesOf(who, 'ru')).data;
    const ka = (await addressesOf(who, 'ka,en;q=0.5')).data;
    expect(hintOf(en, 'amazon', 'address_line_2')).toBe(
      `Put Suite ${code} in “Apt, suite, unit, building”: without it the warehouse cannot tell the parcel is yours.`,
    );
    expect(hintOf(ru, 'amazon', 'address_line_2')).toMatch(new RegExp(`^В поле .* укажите Suite ${code}: без этого`));
    expect(hintOf(ka, 'amazon', 'address_line_2')).toContain(`ჩაწერეთ Suite ${code}`);
    expect(ru?.warehouses[0]?.city).toBe('Стамбул');
    expect(ka?.warehouses[0]?.city).toBe('სტამბოლი');
    // The address itself is what the shop needs, the same in every language.
    expect(ru?.warehouses.map((w) => w.lines)).toEqual(en?.warehouses.map((w) => w.lines));

    const us = en?.warehouses.find((w) => w.origin === 'US');
    expect(us?.shops.map((s) => [s.shop, s.name, s.hints.map((h) => h.field)])).toEqual([
      ['amazon', 'Amazon', ['address_line_2', 'state']],
      ['ebay', 'eBay', ['address_line_2', 'phone']],
    ]);
  });

  it('still come for a customer without a name, with the suite code alone and a flag to complete the profile', async () => {
    const who = await signedInCustomer(api, { name: null, surname: null });
    const code = who.customer.row.code;
    const { data } = await addressesOf(who);
    expect(data).toMatchObject({ code, name: null, name_missing: true });
    expect(lineOf(data, 'TR', 'full_name')).toBe(code);
    expect(lineOf(data, 'US', 'full_name')).toBe('');
    expect(lineOf(data, 'US', 'address_line_2')).toBe(`Suite ${code}`);

    const halfNamed = await signedInCustomer(api, { name: 'Nodira', surname: null });
    const half = (await addressesOf(halfNamed)).data;
    expect(half).toMatchObject({ name: 'Nodira', name_missing: true });
    expect(lineOf(half, 'US', 'full_name')).toBe('Nodira');
  });

  it('are refused without a valid session', async () => {
    const { response } = await addressesOf(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'common.unauthenticated' });
    const forged = await callAs(api, null, 'GET', '/foreign-addresses', {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.body).not.toMatch(/YL\d/);
  });

  // Removes a tariff for a while: the PostgreSQL suite shares one database between files running at once.
  it.runIf(!usesPostgres)('show only the warehouses whose tariffs serve the customer’s country', async () => {
    const who = await signedInCustomer(api, { country: 'UZ' });
    await api.database.db.delete(tariffs).where(and(eq(tariffs.origin, 'CN'), eq(tariffs.destination, 'UZ')));
    try {
      expect((await addressesOf(who)).data?.warehouses.map((w) => w.origin)).toEqual(['TR', 'US', 'GB', 'DE', 'AE']);
    } finally {
      await seedTariffs(api.database.db);
    }
    expect((await addressesOf(who)).data?.warehouses.map((w) => w.origin)).toEqual([...ORIGINS]);
  });
});
