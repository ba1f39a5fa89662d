import { apiErrorSchema, COUNTRIES, ORIGINS, tariffQuoteSchema } from '@yolla/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { tariffs } from './tariffs.table.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

function quote(query: Record<string, string | number>, language = 'en') {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return api.app.inject({
    method: 'GET',
    url: `/api/v1/client/tariffs/quote?${search.toString()}`,
    headers: { 'accept-language': language },
  });
}

const usd = (amount: number) => ({ amount, currency: 'USD' });

describe('the calculator (GET /tariffs/quote)', () => {
  it('prices a light parcel by its tier and says how', async () => {
    const response = await quote({ origin: 'TR', destination: 'AZ', weight_grams: 240 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(tariffQuoteSchema.parse(response.json())).toEqual({
      origin: 'TR',
      destination: 'AZ',
      actual_grams: 240,
      volumetric_grams: null,
      volumetric_applies: false,
      volumetric_threshold_cm: 60,
      volumetric_divisor: 6000,
      chargeable_grams: 240,
      billing: { kind: 'tier', up_to_grams: 250 },
      price: usd(250),
      delivery_days: { min: 3, max: 6 },
    });
  });

  it('charges a large light box by its volume: the heaviest tier, then each started kilogram', async () => {
    const response = await quote({
      origin: 'US',
      destination: 'GE',
      weight_grams: 1500,
      length_cm: 80,
      width_cm: 40,
      height_cm: 30,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      volumetric_grams: 16_000,
      volumetric_applies: true,
      chargeable_grams: 16_000,
      billing: { kind: 'per_kg', base: { up_to_grams: 500, price: usd(555) }, kilograms: 16, per_kg: usd(940) },
      price: usd(555 + 16 * 940),
    });
  });

  it('quotes every route of the price list', async () => {
    for (const origin of ORIGINS) {
      for (const destination of COUNTRIES) {
        const response = await quote({ origin, destination, weight_grams: 2000 });
        expect(response.statusCode, `${origin}→${destination}`).toBe(200);
        expect(response.json()).toMatchObject({ origin, destination, chargeable_grams: 2000 });
      }
    }
  });

  it('refuses a parcel over the route’s weight with the limit on the field, in the reader’s language', async () => {
    const response = await quote({ origin: 'CN', destination: 'AZ', weight_grams: 20_001 }, 'ru');
    expect(response.statusCode).toBe(422);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('tariffs.weight_over_limit');
    expect(body.message).toBe('Эта посылка слишком тяжёлая для этого направления.');
    expect(body.errors).toEqual({ weight_grams: ['По этому направлению мы перевозим посылки весом не более 20 кг.'] });
  });

  it('refuses a side over the route’s maximum, naming each side that is too long', async () => {
    const response = await quote({
      origin: 'TR',
      destination: 'AZ',
      weight_grams: 1000,
      length_cm: 160,
      width_cm: 20,
      height_cm: 155,
    });
    expect(response.statusCode).toBe(422);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('tariffs.side_over_limit');
    expect(Object.keys(body.errors ?? {})).toEqual(['length_cm', 'height_cm']);
    expect(body.errors?.length_cm).toEqual(['The longest side we carry on this route is 150 cm.']);
  });

  it.each([
    [{ weight_grams: 0 }, 'weight_grams'],
    [{ weight_grams: -1 }, 'weight_grams'],
    [{ weight_grams: 'heavy' }, 'weight_grams'],
    [{ origin: 'FR' }, 'origin'],
    [{ destination: 'KZ' }, 'destination'],
    [{ length_cm: 30 }, 'width_cm'],
    [{ length_cm: 0, width_cm: 10, height_cm: 10 }, 'length_cm'],
  ])('answers impossible input %o with a field error, never a 5xx', async (change, field) => {
    const response = await quote({ origin: 'TR', destination: 'AZ', weight_grams: 1000, ...change }, 'az');
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('common.validation_failed');
    expect(body.errors?.[field]?.[0]).toMatch(/\S/);
  });

  it('says so when a route has no tariff', async () => {
    await api.database.db.delete(tariffs).where(eq(tariffs.origin, 'AE'));
    const response = await quote({ origin: 'AE', destination: 'UZ', weight_grams: 1000 }, 'uz');
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).code).toBe('tariffs.route_not_served');
  });
});
