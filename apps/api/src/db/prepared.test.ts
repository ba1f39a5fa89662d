import { LOCALES } from '@yolla/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAddresses, listCities } from '../modules/addresses/addresses.repository.ts';
import { addresses } from '../modules/addresses/addresses.table.ts';
import { createCustomer, createTestApi, type TestApi } from '../test/harness.ts';

/** On PostgreSQL (the pg suite) the pool has several connections: each prepares the statement on first use. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const address = {
  country: 'AZ',
  street: 'Nizami küçəsi',
  building: '45',
  postalCode: 'AZ1000',
  phone: '+994501234567',
};

describe('reads prepared once per database', () => {
  it('answer each customer with their own rows, in every locale, many at once and inside a transaction', async () => {
    const { db } = api.database;
    const [first, second] = [await createCustomer(api.database), await createCustomer(api.database)];
    await db.insert(addresses).values([
      { ...address, customerId: first.row.id, cityCode: 'AZ-BAKU' },
      { ...address, customerId: second.row.id, cityCode: 'AZ-GANJA' },
    ]);
    // The names each locale gives the two cities, read without a prepared statement.
    const names = new Map<string, string>();
    for (const locale of LOCALES) {
      for (const city of await listCities(db, 'AZ', locale)) names.set(`${locale} ${city.code}`, city.name);
    }

    const asks = Array.from({ length: 20 }, (_, index) => ({
      customer: index % 2 === 0 ? first : second,
      city: index % 2 === 0 ? 'AZ-BAKU' : 'AZ-GANJA',
      locale: LOCALES[index % LOCALES.length]!,
    }));
    const answers = await Promise.all(asks.map((ask) => listAddresses(db, ask.customer.row.id, ask.locale)));
    answers.forEach((answer, index) => {
      const ask = asks[index]!;
      expect(answer.map((row) => row.city)).toEqual([{ code: ask.city, name: names.get(`${ask.locale} ${ask.city}`) }]);
    });

    const inTransaction = await db.transaction((tx) => listAddresses(tx, first.row.id, 'ru'));
    expect(inTransaction.map((row) => row.city.name)).toEqual([names.get('ru AZ-BAKU')]);
    expect(names.get('ru AZ-BAKU')).not.toBe(names.get('en AZ-BAKU'));
  });
});
