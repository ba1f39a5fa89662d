import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, fakeClock, type FakeClock, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import { parcels } from '../parcels/parcels.table.ts';
import { customsRule } from './content.repository.ts';
import { contentEntries, contentTranslations } from './content.table.ts';

/**
 * Customs rules over time (issue 44): each rule carries the day it takes effect in its country's calendar; a change
 * of the law is a new rule beside the old one; what is in force on a day is the latest rule that took effect by then.
 */
let api: TestApi;
let clock: FakeClock;

beforeAll(async () => {
  clock = fakeClock(new Date('2026-12-31T19:30:00Z')); // 23:30 on 31 December in Baku (UTC+4)
  api = await createTestApi({ clock });
});
afterAll(() => api.close());

describe('the customs rule in force', () => {
  it('Uzbekistan: USD 200 a calendar month from 1 May 2025 (Resolution No. 244); none of ours before it', async () => {
    const { db } = api.database;
    expect(await customsRule(db, 'UZ', '2025-04-30')).toBeNull();
    expect(await customsRule(db, 'UZ', '2025-05-01')).toMatchObject({
      effectiveFrom: '2025-05-01',
      amount: 20_000,
      currency: 'USD',
      period: 'calendar_month',
      charged: 'excess',
      dutyBasisPoints: 3000,
      dutyMinimumPerKg: 300,
    });
  });

  it('Azerbaijan: USD 300 a calendar month from 21 August 2020; Georgia: GEL 300 a parcel from 10 August 2009', async () => {
    const { db } = api.database;
    expect(await customsRule(db, 'AZ', '2020-08-20')).toBeNull();
    expect(await customsRule(db, 'AZ', '2020-08-21')).toMatchObject({ amount: 30_000, period: 'calendar_month' });
    expect(await customsRule(db, 'GE', '2009-08-09')).toBeNull();
    expect(await customsRule(db, 'GE', '2026-12-31')).toMatchObject({ amount: 30_000, currency: 'GEL' });
  });

  it('a new rule takes over at midnight of its day in the country, the old one kept, and the meter follows', async () => {
    const { db } = api.database;
    // A change of the law announced for 1 January 2027: USD 250 a month, added beside the rule of 2020.
    await db.insert(contentEntries).values({
      kind: 'customs_limit',
      id: 'AZ-2027-01-01',
      attributes: {
        country: 'AZ',
        effective_from: '2027-01-01',
        amount: 25_000,
        currency: 'USD',
        period: 'calendar_month',
        rule: { charged: 'excess', dutyBasisPoints: 1500, dutyMinimumPerKg: 0, vatBasisPoints: 1800 },
      },
    });
    await db.insert(contentTranslations).values({
      kind: 'customs_limit',
      id: 'AZ-2027-01-01',
      locale: 'en',
      fields: { summary: 'USD 250 a calendar month from 1 January 2027.', details: [] },
    });
    const who = await signedInCustomer(api, { country: 'AZ' });
    await api.database.db.insert(parcels).values({
      customerId: who.customer.row.id,
      trackingNumber: `RULE${Date.now()}`,
      origin: 'TR',
      state: 'expected',
      declaredTotal: 12_000,
      declaredCurrency: 'USD',
      declaredAt: new Date('2026-12-20T08:00:00Z'),
    });
    const december = (await callAs(api, who, 'GET', '/me/customs-limit')).json().data;
    expect(december).toMatchObject({ effective_from: '2020-08-21', limit: { amount: 30_000 } });
    expect(december.used.amount).toBe(12_000);
    expect(await customsRule(db, 'AZ', '2026-12-31')).toMatchObject({ effectiveFrom: '2020-08-21' });

    // 00:30 on 1 January 2027 in Baku, still 31 December in UTC: the new rule, and a new month with nothing in it.
    clock.advance(3600);
    const january = (await callAs(api, who, 'GET', '/me/customs-limit')).json().data;
    expect(january).toMatchObject({
      effective_from: '2027-01-01',
      limit: { amount: 25_000, currency: 'USD' },
      period_start: '2026-12-31T20:00:00.000Z',
      used: { amount: 0 },
    });
    // The old rule is not edited: it still answers for its days.
    expect(await customsRule(db, 'AZ', '2026-12-31')).toMatchObject({ effectiveFrom: '2020-08-21', amount: 30_000 });
  });
});
