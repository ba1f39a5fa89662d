import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestApi } from '../../test/harness.ts';
import { signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { startKapitalApi, type KapitalTestBank } from './kapital-bank-test-kit.ts';
import { balanceOf, creditsOf, returnTo, startTopUp, topUpRow } from './wallet-top-ups-test-kit.ts';
import { topUps } from './wallet.table.ts';

/** Kapital Bank top-ups on PostgreSQL: many at once, each read by racing returns, credited once. */
let bank: KapitalTestBank;
let api: TestApi;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ bank, api, close } = await startKapitalApi({
    // 50 starts and 100 returns at once share the pool's 10 connections: a loaded test host may queue past 3 s.
    database: await openTestDatabase({ connectTimeoutMs: 60_000 }),
    env: { KAPITAL_TIMEOUT_MS: '10000', WALLET_RATE_ACCOUNT_MAX: '100000' },
  }));
});
afterAll(() => close?.());

describe('50 concurrent top-ups through Kapital Bank', () => {
  it('are each created at the bank and, once paid, credited exactly once by racing returns', async () => {
    const customers: SignedIn[] = [];
    for (let index = 0; index < 5; index += 1) customers.push(await signedInCustomer(api, { country: 'AZ' }));
    const plan = Array.from({ length: 50 }, (_, index) => ({ who: customers[index % 5]!, amount: 10_00 + index }));
    const answers = await Promise.all(plan.map(({ who, amount }) => startTopUp(api, who, { currency: 'AZN', amount })));
    expect(
      answers.map((answer) => answer.statusCode),
      answers.map((answer) => answer.body).join('\n'),
    ).toEqual(plan.map(() => 201));
    const ids = answers.map((answer) => (answer.json().data as { id: string }).id);
    const references = await Promise.all(ids.map(async (id) => (await topUpRow(api, id))?.reference ?? ''));
    expect(new Set(references).size).toBe(50);
    // The customers pay at the bank's page and come back after the top-ups expired, twice each (a reload): every
    // return reads the paid order at once. (No sweep here: a sweep takes every old row of the shared database,
    // other files' too; the Kapital sweep is tested on PGlite.)
    for (const reference of references) bank.pay(reference);
    await api.database.db
      .update(topUps)
      .set({ expiresAt: new Date(Date.now() - 3600_000) })
      .where(inArray(topUps.id, ids.map(Number)));
    const returns = await Promise.all(
      ids.flatMap((id, index) => [returnTo(api, plan[index]!.who, id), returnTo(api, plan[index]!.who, id)]),
    );
    expect(returns.filter((answer) => answer.statusCode !== 200)).toEqual([]);
    for (const id of ids) {
      expect((await topUpRow(api, id))?.state).toBe('succeeded');
      expect(await creditsOf(api, id)).toBe(1);
    }
    for (const [index, who] of customers.entries()) {
      const paid = plan.filter((_, n) => n % 5 === index).reduce((sum, { amount }) => sum + amount, 0);
      expect(await balanceOf(api, who, 'AZN')).toBe(paid);
    }
  });
});
