import { ADDRESS_PLACEHOLDERS, ORIGINS } from '@yolla/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouseAddressLines, warehouseShopHints, warehouses } from '../../../modules/warehouses/warehouses.table.ts';
import { openTestDatabase, usesPostgres } from '../../../test/harness.ts';
import type { Database } from '../../client.ts';
import { SHOP_HINTS, WAREHOUSES, seedWarehouses } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const placeholdersIn = (text: string) => text.match(/\{[^}]*\}/g) ?? [];

describe('the warehouses’ seeds', () => {
  it('have one warehouse per origin of the tariffs, each with a name line and the suite code in its address', () => {
    expect(WAREHOUSES.map((w) => w.origin)).toEqual([...ORIGINS]);
    for (const warehouse of WAREHOUSES) {
      const fields = warehouse.lines.map(([field]) => field);
      expect(new Set(fields).size, warehouse.origin).toBe(fields.length);
      expect(fields[0], warehouse.origin).toBe('full_name');
      expect(warehouse.lines.find(([field]) => field === 'full_name')?.[1]).toContain('{name}');
      expect(
        warehouse.lines.some(([, value]) => value.includes('{code}')),
        warehouse.origin,
      ).toBe(true);
      for (const [, value] of warehouse.lines) {
        for (const placeholder of placeholdersIn(value)) expect(ADDRESS_PLACEHOLDERS).toContain(placeholder);
      }
    }
  });

  it('give hints only for fields the warehouse’s address has, naming no placeholder but the code', () => {
    for (const warehouse of WAREHOUSES) {
      const fields = new Set(warehouse.lines.map(([field]) => field));
      expect(SHOP_HINTS[warehouse.origin].length, warehouse.origin).toBeGreaterThan(0);
      for (const shop of SHOP_HINTS[warehouse.origin]) {
        for (const [field, ...texts] of shop.hints) {
          expect(fields.has(field), `${warehouse.origin} ${shop.shop} ${field}`).toBe(true);
          for (const text of texts)
            expect(
              placeholdersIn(text).every((p) => p === '{code}'),
              text,
            ).toBe(true);
        }
      }
    }
  });

  // Changes reference data by hand: the PostgreSQL suite shares one database between files running at once.
  it.runIf(!usesPostgres)(
    'can run on every start: what was changed by hand is put back, and rows no longer seeded are removed',
    async () => {
      await seedWarehouses(database.db);
      const count = async () => ({
        warehouses: (await database.db.select().from(warehouses)).length,
        lines: (await database.db.select().from(warehouseAddressLines)).length,
        hints: (await database.db.select().from(warehouseShopHints)).length,
      });
      const seeded = await count();
      expect(seeded.warehouses).toBe(ORIGINS.length);

      const usLine = and(eq(warehouseAddressLines.origin, 'US'), eq(warehouseAddressLines.field, 'address_line_2'));
      await database.db.update(warehouseAddressLines).set({ value: 'Somewhere else' }).where(usLine);
      await database.db.update(warehouses).set({ cityRu: 'Нью-Йорк' }).where(eq(warehouses.origin, 'US'));
      await database.db
        .insert(warehouseAddressLines)
        .values({ origin: 'GB', field: 'state', value: 'Kent', position: 9 });
      await database.db.insert(warehouseShopHints).values({
        origin: 'GB',
        shop: 'retired-shop',
        shopName: 'Retired',
        shopPosition: 5,
        field: 'city',
        ...{ textAz: 'a', textEn: 'b', textRu: 'c', textUz: 'd', textKa: 'e' },
      });
      await seedWarehouses(database.db);

      expect(await count()).toEqual(seeded);
      const [line] = await database.db.select().from(warehouseAddressLines).where(usLine);
      expect(line?.value).toBe('Suite {code}');
      const [us] = await database.db.select().from(warehouses).where(eq(warehouses.origin, 'US'));
      expect(us?.cityRu).toBe('Нью-Касл, Делавэр');
    },
  );
});
