import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestApi } from '../../test/harness.ts';
import { signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { paymeId, resultOf, startPaymeApi, type PaymeSide } from './payme-side-test-kit.ts';
import { balanceOf, creditsOf, returnTo, startTopUp, topUpRow } from './wallet-top-ups-test-kit.ts';

/** Payme top-ups on PostgreSQL: many at once, each performed by racing calls and returns, credited once. */
let api: TestApi;
let payme: PaymeSide;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ api, payme, close } = await startPaymeApi({
    // 50 starts, then 150 of Payme's calls and 50 returns at once share the pool's 10 connections.
    database: await openTestDatabase({ connectTimeoutMs: 60_000 }),
  }));
});
afterAll(() => close?.());

describe('50 concurrent top-ups through Payme', () => {
  it('are each created, performed twice at once beside a return, and credited exactly once', async () => {
    const customers: SignedIn[] = [];
    for (let index = 0; index < 5; index += 1) customers.push(await signedInCustomer(api, { country: 'UZ' }));
    const plan = Array.from({ length: 50 }, (_, index) => ({ who: customers[index % 5]!, amount: 10_000_00 + index }));
    const answers = await Promise.all(plan.map(({ who, amount }) => startTopUp(api, who, { currency: 'UZS', amount })));
    expect(
      answers.map((answer) => answer.statusCode),
      answers.map((answer) => answer.body).join('\n'),
    ).toEqual(plan.map(() => 201));
    const ids = answers.map((answer) => (answer.json().data as { id: string }).id);
    const transactions = ids.map(() => paymeId());
    const created = await Promise.all(
      ids.map((id, index) =>
        payme.call('CreateTransaction', {
          id: transactions[index],
          time: Date.now(),
          amount: plan[index]!.amount,
          account: { top_up: id },
        }),
      ),
    );
    expect(created.map((answer) => answer.error ?? resultOf(answer).state)).toEqual(ids.map(() => 1));
    // Payme performs each twice at once (a retry after a lost answer) while the customer comes back.
    const performs = await Promise.all(
      transactions.flatMap((id, index) => [
        payme.call('PerformTransaction', { id }),
        payme.call('PerformTransaction', { id }),
        returnTo(api, plan[index]!.who, ids[index]!).then(() => null),
      ]),
    );
    const results = performs.filter((answer) => answer !== null);
    expect(results.map((answer) => answer.error ?? resultOf(answer).state)).toEqual(results.map(() => 2));
    for (const [index, id] of ids.entries()) {
      expect((await topUpRow(api, id))?.state).toBe('succeeded');
      expect(await creditsOf(api, id)).toBe(1);
      const check = await payme.call('CheckTransaction', { id: transactions[index] });
      expect(resultOf(check).state).toBe(2);
    }
    for (const [index, who] of customers.entries()) {
      const paid = plan.filter((_, n) => n % 5 === index).reduce((sum, { amount }) => sum + amount, 0);
      expect(await balanceOf(api, who, 'UZS')).toBe(paid);
    }
  });
});
