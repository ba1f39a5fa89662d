import { customsReading, type CustomsRule } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMS_LIMITS } from '../../db/seed/content/carriage.ts';
import { createTestApi, fakeClock, type FakeClock, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { parcels } from '../parcels/parcels.table.ts';

let api: TestApi;
let clock: FakeClock;

beforeAll(async () => {
  // 23:30 on 30 November in Baku (UTC+4).
  clock = fakeClock(new Date('2026-11-30T19:30:00Z'));
  api = await createTestApi({ clock });
});
afterAll(() => api.close());

let serial = 0;
async function parcel(
  who: SignedIn,
  declaredAt: string,
  amount: number,
  currency: 'USD' | 'EUR' | 'TRY' | 'GBP' | 'CNY' | 'AED',
  state: 'expected' | 'delivered' | 'returned' = 'expected',
) {
  serial += 1;
  await api.database.db.insert(parcels).values({
    customerId: who.customer.row.id,
    trackingNumber: `MTR${Date.now()}${serial}`,
    origin: 'TR',
    state,
    declaredTotal: amount,
    declaredCurrency: currency,
    declaredAt: new Date(declaredAt),
  });
}

const meter = (who: SignedIn) => callAs(api, who, 'GET', '/me/customs-limit');

describe('the customs meter of a monthly limit (Azerbaijan)', () => {
  it('counts the month’s declarations in Baku’s calendar, converted to dollars, and no one else’s', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const other = await signedInCustomer(api, { country: 'AZ' });
    await parcel(who, '2026-10-31T19:59:59Z', 90_000, 'USD'); // 31 October 23:59:59 in Baku: last month
    await parcel(who, '2026-10-31T20:00:00Z', 425_000, 'TRY'); // 1 November 00:00 in Baku: 4,250 TRY = $100
    await parcel(who, '2026-11-15T08:00:00Z', 5_000, 'EUR', 'delivered'); // €50 = $57.803… → $57.80
    await parcel(who, '2026-11-20T08:00:00Z', 10_000, 'USD', 'returned'); // never entered the country
    await parcel(who, '2026-11-30T19:59:59Z', 10_000, 'USD'); // 30 November 23:59:59 in Baku
    await parcel(who, '2026-11-30T20:00:00Z', 10_000, 'USD'); // 1 December in Baku, though November in UTC
    await parcel(other, '2026-11-10T08:00:00Z', 20_000, 'USD');

    const response = await meter(who);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      country: 'AZ',
      limit: { amount: 30_000, currency: 'USD' },
      period: 'calendar_month',
      rule: { charged: 'excess', duty_basis_points: 1500, duty_minimum_per_kg: 0, vat_basis_points: 1800 },
      period_start: '2026-10-31T20:00:00.000Z',
      period_end: '2026-11-30T20:00:00.000Z',
      time_zone: 'Asia/Baku',
      used: { amount: 10_000 + 5_780 + 10_000, currency: 'USD' },
      parcels: 3,
    });
    expect(data.rates.map((rate: { base: string }) => rate.base).sort()).toEqual(
      ['AED', 'CNY', 'EUR', 'GBP', 'TRY', 'USD'].sort(),
    );
    expect(data.rates.find((rate: { base: string }) => rate.base === 'TRY')).toEqual({
      base: 'TRY',
      quote: 'USD',
      rate: '2/85',
      effective_on: '2026-01-01',
    });

    // Half an hour later it is December in Baku: the month starts again with the one December parcel.
    clock.advance(3600);
    const december = (await meter(who)).json().data;
    expect(december).toMatchObject({
      period_start: '2026-11-30T20:00:00.000Z',
      period_end: '2026-12-31T20:00:00.000Z',
      used: { amount: 10_000, currency: 'USD' },
      parcels: 1,
    });
    clock.advance(-3600);
  });

  it('gives what a new declaration needs to be read in the browser with the same numbers', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    await parcel(who, '2026-11-02T10:00:00Z', 25_000, 'USD');
    const data = (await meter(who)).json().data;
    const rule: CustomsRule = {
      effectiveFrom: data.effective_from,
      amount: data.limit.amount,
      currency: data.limit.currency,
      period: data.period,
      charged: data.rule.charged,
      dutyBasisPoints: data.rule.duty_basis_points,
      dutyMinimumPerKg: data.rule.duty_minimum_per_kg,
      vatBasisPoints: data.rule.vat_basis_points,
    };
    // $150 more this month: $100 over the limit, the content's own example — $15 duty and $20.70 VAT.
    expect(customsReading(rule, data.used.amount, 15_000)).toMatchObject({
      crosses: true,
      cost: { duty: 1500, vat: 2070, total: 3570 },
    });
  });

  it('answers nobody signed in with 401', async () => {
    expect((await callAs(api, null, 'GET', '/me/customs-limit')).statusCode).toBe(401);
  });
});

describe('the customs meter of a per-shipment limit', () => {
  it('Georgia: the limit in lari, nothing counted, the rates to lari of every declarable currency', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    await parcel(who, '2026-11-20T08:00:00Z', 50_000, 'USD');
    const data = (await meter(who)).json().data;
    expect(data).toMatchObject({
      country: 'GE',
      limit: { amount: 30_000, currency: 'GEL' },
      period: 'shipment',
      rule: { charged: 'whole', vat_basis_points: 1800 },
      period_start: null,
      period_end: null,
      time_zone: 'Asia/Tbilisi',
      used: { amount: 0, currency: 'GEL' },
      parcels: 0,
    });
    expect(data.rates.find((rate: { base: string }) => rate.base === 'EUR')?.rate).toBe('78/25');
    expect(data.rates.find((rate: { base: string }) => rate.base === 'USD')?.rate).toBe('27/10');
  });
});

describe('the limits’ one statement', () => {
  const percent = (basisPoints: number) => `${basisPoints / 100}%`;
  it('the texts of the carriage rules state the numbers the meter computes with', () => {
    for (const limit of CUSTOMS_LIMITS) {
      const text = JSON.stringify(limit.translations.en);
      expect(text).toContain(`${limit.currency} ${(limit.amount / 100).toLocaleString('en')}`);
      if (limit.rule.dutyBasisPoints) expect(text).toContain(percent(limit.rule.dutyBasisPoints));
      if (limit.rule.vatBasisPoints) expect(text).toContain(`${percent(limit.rule.vatBasisPoints)} VAT`);
      if (limit.rule.dutyMinimumPerKg)
        expect(text).toContain(`USD ${limit.rule.dutyMinimumPerKg / 100} for each kilogram`);
      expect(text).toContain(limit.period === 'calendar_month' ? 'calendar month' : 'each parcel separately');
      // The day the rule took effect is in its own words, so the page says since when it holds.
      if (limit.country === 'UZ') expect(text).toContain('1 May 2025');
      expect(text).toContain(limit.rule.charged === 'whole' ? 'whole customs value' : 'over the limit');
    }
  });
});
