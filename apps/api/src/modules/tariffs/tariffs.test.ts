import { COUNTRIES, ORIGINS, tariffsResponseSchema, type Country, type Origin, type Tariff } from '@yolla/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTariffs } from '../../db/seed/tariffs.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { tariffTiers, tariffs } from './tariffs.table.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

function getTariffs(query = '', headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'GET', url: `/api/v1/client/tariffs${query}`, headers });
}

async function priceList(destination: string): Promise<Tariff[]> {
  const response = await getTariffs(`?destination=${destination}`);
  expect(response.statusCode).toBe(200);
  return tariffsResponseSchema.parse(response.json()).data;
}

const usd = (amount: number) => ({ amount, currency: 'USD' });

async function routeId(origin: Origin, destination: Country): Promise<number> {
  const [route] = await api.database.db
    .select({ id: tariffs.id })
    .from(tariffs)
    .where(and(eq(tariffs.origin, origin), eq(tariffs.destination, destination)));
  if (!route) throw new Error(`no tariff ${origin}→${destination}`);
  return route.id;
}

async function contentRevisionNow(): Promise<number> {
  const response = await api.app.inject({ method: 'GET', url: '/api/v1/client/content/revision' });
  return Number(response.json().revision);
}

/** Everything the seed writes, to compare before and after a re-run. */
async function storedPriceList() {
  const db = api.database.db;
  const routes = await db.select().from(tariffs).orderBy(asc(tariffs.origin), asc(tariffs.destination));
  const tiers = await db.select().from(tariffTiers).orderBy(asc(tariffTiers.tariffId), asc(tariffTiers.upToGrams));
  return { routes, tiers };
}

describe('the public price list (GET /tariffs)', () => {
  it('publishes the Azerbaijan tiers from Turkey, the USA, China and the UK', async () => {
    const list = await priceList('AZ');
    expect(list.find((t) => t.origin === 'TR')).toEqual({
      origin: 'TR',
      destination: 'AZ',
      tiers: [
        { up_to_grams: 250, price: usd(250) },
        { up_to_grams: 500, price: usd(400) },
      ],
      per_kg_above: usd(650),
      volumetric_divisor: 6000,
      volumetric_threshold_cm: 60,
      max_weight_grams: 30_000,
      max_side_cm: 150,
      delivery_days: { min: expect.any(Number), max: expect.any(Number) },
    });
    const published = { US: [530, 896], CN: [720, 986], GB: [495, 795] } as const;
    for (const [origin, [upToHalfKg, perKg]] of Object.entries(published)) {
      const tariff = list.find((t) => t.origin === origin);
      expect(tariff?.tiers).toEqual([{ up_to_grams: 500, price: usd(upToHalfKg) }]);
      expect(tariff?.per_kg_above).toEqual(usd(perKg));
    }
  });

  it('offers every destination from every warehouse, tiers by ascending weight at rising prices', async () => {
    for (const destination of COUNTRIES) {
      const list = await priceList(destination);
      expect(list.map((t) => t.origin)).toEqual([...ORIGINS]);
      for (const tariff of list) {
        expect(tariff.destination).toBe(destination);
        const grams = tariff.tiers.map((tier) => tier.up_to_grams);
        const prices = tariff.tiers.map((tier) => tier.price.amount);
        expect(grams).toEqual([...grams].sort((a, b) => a - b));
        expect(new Set(grams).size).toBe(grams.length);
        prices.forEach((price, i) => i > 0 && expect(price).toBeGreaterThan(prices[i - 1] ?? 0));
        expect(tariff.per_kg_above.amount).toBeGreaterThan(prices.at(-1) ?? 0);
        expect(tariff.delivery_days.max).toBeGreaterThanOrEqual(tariff.delivery_days.min);
        expect(tariff.volumetric_divisor).toBe(6000);
      }
      const fastest = Math.min(...list.map((t) => t.delivery_days.max));
      expect(list.find((t) => t.origin === 'TR')?.delivery_days.max).toBe(fastest);
    }
  });

  it('charges a little more to Uzbekistan and about the same to Georgia as to Azerbaijan', async () => {
    const [az, uz, ge] = await Promise.all([priceList('AZ'), priceList('UZ'), priceList('GE')]);
    az.forEach((tariff, i) => {
      const base = tariff.per_kg_above.amount;
      expect(uz[i]?.per_kg_above.amount).toBeGreaterThan(base);
      expect(Math.abs((ge[i]?.per_kg_above.amount ?? 0) - base)).toBeLessThanOrEqual(base * 0.1);
    });
  });

  it('shows Azerbaijan when no destination is asked for', async () => {
    const response = await getTariffs();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: await priceList('AZ') });
  });

  it('rejects an unknown destination with a field error, in English by default', async () => {
    const response = await getTariffs('?destination=FR');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'common.validation_failed',
      message: 'Some fields need your attention.',
      errors: { destination: ['Choose one of the available options.'] },
    });
    expect(response.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('rejects an unknown destination in the language of Accept-Language', async () => {
    const response = await getTariffs('?destination=az', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'common.validation_failed',
      message: 'Проверьте правильность заполнения полей.',
      errors: { destination: ['Выберите один из предложенных вариантов.'] },
    });
  });

  it('is public and cacheable by browsers and shared caches for five minutes', async () => {
    const response = await getTariffs('?destination=GE');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('the price list seed (on every start)', () => {
  it('is idempotent: a second run keeps one row per route and changes no price', async () => {
    const before = await storedPriceList();
    await seedTariffs(api.database.db);
    await seedTariffs(api.database.db);
    const after = await storedPriceList();
    expect(after).toEqual(before);
    const perRoute = await api.database.db
      .select({ origin: tariffs.origin, destination: tariffs.destination, rows: count() })
      .from(tariffs)
      .groupBy(tariffs.origin, tariffs.destination);
    expect(perRoute).toHaveLength(ORIGINS.length * COUNTRIES.length);
    expect(perRoute.every((route) => route.rows === 1)).toBe(true);
  });

  it('keeps an operator’s price change over a restart (seeding again), and the public pages follow it', async () => {
    const db = api.database.db;
    const revisionBefore = await contentRevisionNow();
    const tariffId = await routeId('TR', 'GE');
    await db.execute(sql`update tariffs set per_kg_above_amount = 720, delivery_days_max = 7, updated_at = now()
      where id = ${tariffId}`);
    await db.execute(
      sql`update tariff_tiers set price_amount = 440 where tariff_id = ${tariffId} and up_to_grams = 500`,
    );
    await db.execute(sql`insert into tariff_tiers (tariff_id, up_to_grams, price_amount, price_currency)
      values (${tariffId}, 1000, 600, 'USD')`);
    // The content revision rose, so page caches keyed on it drop the old price list.
    expect(await contentRevisionNow()).toBeGreaterThan(revisionBefore);

    await seedTariffs(db);
    const turkey = (await priceList('GE')).find((tariff) => tariff.origin === 'TR');
    expect(turkey).toMatchObject({
      tiers: [
        { up_to_grams: 250, price: usd(260) },
        { up_to_grams: 500, price: usd(440) },
        { up_to_grams: 1000, price: usd(600) },
      ],
      per_kg_above: usd(720),
      delivery_days: { min: 3, max: 7 },
    });
  });

  it('adds on start a route missing from the database, with the published prices', async () => {
    const db = api.database.db;
    const published = (await priceList('UZ')).find((tariff) => tariff.origin === 'AE');
    await db.delete(tariffs).where(eq(tariffs.id, await routeId('AE', 'UZ')));
    expect((await priceList('UZ')).map((tariff) => tariff.origin)).not.toContain('AE');

    await seedTariffs(db);
    expect((await priceList('UZ')).find((tariff) => tariff.origin === 'AE')).toEqual(published);
  });
});

describe('the tariff tables', () => {
  async function violation(statement: Promise<unknown>): Promise<string> {
    const error: unknown = await statement.then(
      () => null,
      (e: unknown) => e,
    );
    const cause = (error as { cause?: { message?: string } } | null)?.cause;
    return cause?.message ?? String(error);
  }

  it('refuse unknown countries, negative prices, bad currencies and weightless tiers', async () => {
    const db = api.database.db;
    const insertRoute = (origin: string, destination: string, perKg: number, currency = 'USD') =>
      db.execute(sql`insert into tariffs (origin, destination, per_kg_above_amount, per_kg_above_currency,
        volumetric_divisor, delivery_days_min, delivery_days_max)
        values (${origin}, ${destination}, ${perKg}, ${currency}, 6000, 3, 6)`);
    expect(await violation(insertRoute('FR', 'AZ', 100))).toContain('tariffs_origin_check');
    expect(await violation(insertRoute('TR', 'KZ', 100))).toContain('tariffs_destination_check');
    expect(await violation(insertRoute('TR', 'AZ', 100))).toContain('tariffs_route_key');
    const [anyTariff] = await db.select({ id: tariffs.id }).from(tariffs).limit(1);
    const insertTier = (grams: number, amount: number, currency = 'USD') =>
      db
        .insert(tariffTiers)
        .values({ tariffId: anyTariff?.id ?? 0, upToGrams: grams, priceAmount: amount, priceCurrency: currency });
    expect(await violation(insertTier(0, 100))).toContain('tariff_tiers_up_to_grams_check');
    expect(await violation(insertTier(750, -1))).toContain('tariff_tiers_price_amount_check');
    expect(await violation(insertTier(750, 100, 'usd'))).toContain('tariff_tiers_price_currency_check');
  });
});
