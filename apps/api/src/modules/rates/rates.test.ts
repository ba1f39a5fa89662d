import { convertMinor, formatRate, RATE_CURRENCIES } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_RATES_DAY } from '../../db/seed/exchange-rates.ts';
import { createTestApi, fakeClock, type FakeClock, type TestApi } from '../../test/harness.ts';
import { developmentKey, signedCall } from '../../test/machine.ts';
import { latestToday } from './rates.module.ts';
import { createRateService } from './rates.service.ts';

let api: TestApi;
let clock: FakeClock;
const rates = createRateService();
/**
 * 23:30 on 27 December 2025 UTC+4 is already the 28th in Tashkent (UTC+5). The feed's days here come before the seeded
 * day (2026-01-01), so what this file writes changes no reading after it (test files may share one database).
 */
const NOW = new Date('2025-12-27T19:30:00Z');
const at = () => Math.floor(clock.now().getTime() / 1000);
const feed = developmentKey('rates-feed');

beforeAll(async () => {
  clock = fakeClock(NOW);
  api = await createTestApi({ clock });
});
afterAll(() => api.close());

const put = (body: unknown, key = feed) => signedCall(api, key, 'PUT', '/rates', { body, timestamp: at() });

describe('the seeded rates', () => {
  it('convert every currency of the product to every other, directly, reversed or through USD', async () => {
    const db = api.database.db;
    const direct = await rates.rateOn(db, 'USD', 'AZN', '2026-02-01');
    expect(direct).toMatchObject({ via: null, effectiveOn: SEED_RATES_DAY });
    expect(direct && formatRate(direct.rate)).toBe('17/10');
    const reversed = await rates.rateOn(db, 'AZN', 'USD', '2026-02-01');
    expect(reversed && formatRate(reversed.rate)).toBe('10/17');
    // TRY → GEL has no pair of its own: 1 / 42.5 × 2.7.
    const crossed = await rates.rateOn(db, 'TRY', 'GEL', '2026-02-01');
    expect(crossed).toMatchObject({ via: 'USD' });
    expect(crossed && formatRate(crossed.rate)).toBe('27/425');
    expect(await rates.convert(db, 425_000, 'TRY', 'GEL', '2026-02-01')).toMatchObject({ amount: 27_000 });
    expect((await rates.rateOn(db, 'GEL', 'GEL', '2026-02-01'))?.rate).toEqual({ numerator: 1n, denominator: 1n });
  });

  it('has no rate before the first day of the table', async () => {
    expect(await rates.rateOn(api.database.db, 'USD', 'AZN', '2025-11-30')).toBeNull();
    expect(await rates.convert(api.database.db, 100, 'EUR', 'UZS', '2025-11-30')).toBeNull();
  });
});

describe('the rates feed', () => {
  it('sets a day’s rates, which hold from that day on and leave the days before alone', async () => {
    const response = await put({
      effective_on: '2025-12-20',
      rates: [
        { base: 'USD', quote: 'AZN', rate: '1.7025' },
        { base: 'TRY', quote: 'AZN', rate: '0.0398' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { effective_on: '2025-12-20', written: 2 } });
    const db = api.database.db;
    expect(await rates.convert(db, 10_000, 'USD', 'AZN', '2025-12-19')).toBeNull();
    expect(await rates.convert(db, 10_000, 'USD', 'AZN', '2025-12-20')).toMatchObject({ amount: 17_025 });
    expect(await rates.convert(db, 10_000, 'USD', 'AZN', '2025-12-31')).toMatchObject({ amount: 17_025 });
    // The seeded day comes after: from it on, its rate.
    expect(await rates.convert(db, 10_000, 'USD', 'AZN', SEED_RATES_DAY)).toMatchObject({ amount: 17_000 });
    // The new direct pair wins over crossing through USD.
    const direct = await rates.rateOn(db, 'TRY', 'AZN', '2025-12-21');
    expect(direct).toMatchObject({ via: null, effectiveOn: '2025-12-20' });
    expect(direct && convertMinor(100_000, direct.rate)).toBe(3980);
  });

  it('replaces a day sent again, and takes today in the country whose day has begun first', async () => {
    expect(latestToday(clock)).toBe('2025-12-28');
    const first = await put({ effective_on: '2025-12-28', rates: [{ base: 'USD', quote: 'GEL', rate: '2.69' }] });
    expect(first.statusCode).toBe(200);
    clock.advance(1);
    const again = await put({ effective_on: '2025-12-28', rates: [{ base: 'USD', quote: 'GEL', rate: '2.71' }] });
    expect(again.statusCode).toBe(200);
    const found = await rates.rateOn(api.database.db, 'USD', 'GEL', '2025-12-28');
    expect(found && formatRate(found.rate)).toBe('271/100');
  });

  it('refuses a day in the future, a pair of one currency, a pair twice and a rate that is not positive', async () => {
    const cases: [unknown, string, string][] = [
      [{ effective_on: '2025-12-29', rates: [{ base: 'USD', quote: 'AZN', rate: '1.7' }] }, 'effective_on', 'future'],
      [{ effective_on: '2025-12-27', rates: [{ base: 'USD', quote: 'USD', rate: '1' }] }, 'rates.0.quote', 'different'],
      [
        {
          effective_on: '2025-12-27',
          rates: [
            { base: 'USD', quote: 'AZN', rate: '1.7' },
            { base: 'USD', quote: 'AZN', rate: '1.8' },
          ],
        },
        'rates.1.quote',
        'already',
      ],
      [{ effective_on: '2025-12-27', rates: [{ base: 'USD', quote: 'AZN', rate: '0.000' }] }, 'rates.0.rate', 'zero'],
      [{ effective_on: '2025-12-27', rates: [{ base: 'USD', quote: 'AZN', rate: 1.7 }] }, 'rates.0.rate', ''],
      [{ effective_on: '2025-12-27', rates: [{ base: 'USD', quote: 'RUB', rate: '90' }] }, 'rates.0.quote', ''],
      [{ effective_on: '2025-12-27', rates: [] }, 'rates', ''],
    ];
    for (const [body, field, words] of cases) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json();
      expect(answer.code).toBe('common.validation_failed');
      expect(answer.errors[field]?.[0] ?? '', field).toContain(words);
    }
    const unchanged = await rates.rateOn(api.database.db, 'USD', 'AZN', '2025-12-27');
    expect(unchanged && formatRate(unchanged.rate)).toBe('681/400');
  });

  it('is the rates feed’s alone: another partner is refused and writes nothing', async () => {
    const response = await put(
      { effective_on: '2025-12-27', rates: [{ base: 'USD', quote: 'UZS', rate: '1' }] },
      developmentKey('payment-provider'),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('machine.partner_not_allowed');
    const unsigned = await api.app.inject({ method: 'PUT', url: '/api/v1/machine/rates', payload: {} });
    expect(unsigned.statusCode).toBe(401);
    expect(await rates.rateOn(api.database.db, 'USD', 'UZS', '2025-12-27')).toBeNull();
  });
});

describe('the pairs the product needs', () => {
  it('every currency of the product converts to every other from the seeded day on', async () => {
    const book = await rates.bookOn(api.database.db, SEED_RATES_DAY);
    for (const from of RATE_CURRENCIES) {
      for (const to of RATE_CURRENCIES) expect(book.find(from, to), `${from} → ${to}`).not.toBeNull();
    }
  });
});
