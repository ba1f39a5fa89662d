import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { startKapitalTestBank, TEST_BANK_LOGIN, type KapitalTestBank } from './kapital-test-bank.ts';
import { balanceOf, creditsOf, returnTo, startTopUp, topUpRow } from './wallet-top-ups-kit.ts';
import { createWalletService } from './wallet.module.ts';
import { topUpsOf } from './wallet.top-up-routes.ts';
import { topUps } from './wallet.table.ts';

/** Kapital Bank top-ups on PostgreSQL: many at once, each read by returns and two hosts' sweeps, credited once. */
let bank: KapitalTestBank;
let api: TestApi;
beforeAll(async () => {
  bank = await startKapitalTestBank();
  api = await createTestApi({
    env: {
      PAYMENT_PROVIDER_AZ: 'kapital',
      KAPITAL_API_URL: bank.apiUrl,
      KAPITAL_USERNAME: TEST_BANK_LOGIN.username,
      KAPITAL_PASSWORD: TEST_BANK_LOGIN.password,
      WALLET_RATE_ACCOUNT_MAX: '100000',
    },
  });
});
afterAll(async () => {
  await api?.close();
  await bank?.close();
});

const host = () =>
  topUpsOf({
    db: api.database.db,
    clock: { now: () => new Date() },
    fetch,
    config: api.config,
    wallet: createWalletService(),
  });

describe('50 concurrent top-ups through Kapital Bank', () => {
  it('are each created at the bank and, once paid, credited exactly once by racing returns and sweeps', async () => {
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
    // The customers pay at the bank's page and come back after the top-ups expired, while two hosts sweep: the
    // returns and the sweeps read the paid orders at once.
    for (const reference of references) bank.pay(reference);
    await api.database.db
      .update(topUps)
      .set({ expiresAt: new Date(Date.now() - 3600_000) })
      .where(inArray(topUps.id, ids.map(Number)));
    const racing = await Promise.all([
      ...ids.map((id, index) => returnTo(api, plan[index]!.who, id)),
      host().sweep(),
      host().sweep(),
    ]);
    const returns = racing.slice(0, 50) as Awaited<ReturnType<typeof returnTo>>[];
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
