import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import { fillPool, freshMarketplace } from './sms-inbox-test-kit.ts';
import { smsNumbers } from './sms-inbox.table.ts';

let api: TestApi;
const market = freshMarketplace();
const sameCustomerMarket = freshMarketplace();

beforeAll(async () => {
  api = await createTestApi({ env: { SMS_MARKETPLACES: `${market},${sameCustomerMarket}` } });
});
afterAll(() => api.close());

describe('the SMS number pool on PostgreSQL', () => {
  it('never gives one number twice to customers visiting for the first time at once', async () => {
    const pool = await fillPool(api.database.db, market, 8);
    const visitors = await Promise.all(Array.from({ length: 10 }, () => signedInCustomer(api)));
    const answers = await Promise.all(visitors.map((who) => callAs(api, who, 'GET', `/sms-inbox/${market}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const numbers = answers.map((answer) => answer.json().data.number as string | null);
    const given = numbers.filter((number): number is string => number !== null);
    // Eight numbers for ten visitors: eight get one each, all different; two find the pool empty.
    expect(given).toHaveLength(8);
    expect(new Set(given).size).toBe(8);
    expect([...given].sort()).toEqual([...pool].sort());
    const rows = await api.database.db.select().from(smsNumbers).where(eq(smsNumbers.marketplace, market));
    expect(new Set(rows.map((row) => row.customerId)).size).toBe(8);
  });

  it('gives the same customer’s first visits at once one number, leaving the rest in the pool', async () => {
    await fillPool(api.database.db, sameCustomerMarket, 5);
    const who = await signedInCustomer(api);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callAs(api, who, 'GET', `/sms-inbox/${sameCustomerMarket}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((answer) => answer.json().data.number)).size).toBe(1);
    const rows = await api.database.db.select().from(smsNumbers).where(eq(smsNumbers.marketplace, sameCustomerMarket));
    expect(rows.filter((row) => row.customerId !== null)).toHaveLength(1);
  });
});
