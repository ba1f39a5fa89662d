import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestApi } from '../../test/harness.ts';
import { signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { deliver, startBogApi } from './bog-api-test-kit.ts';
import type { BogTestBank } from './bog-bank-test-kit.ts';
import { balanceOf, creditsOf, returnTo, startTopUp, topUpRow } from './wallet-top-ups-test-kit.ts';

/** Bank of Georgia top-ups on PostgreSQL: many at once, each settled by racing callbacks and returns, credited once. */
let bank: BogTestBank;
let api: TestApi;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ bank, api, close } = await startBogApi({
    // 50 starts, then 100 callbacks and 50 returns at once share the pool's 10 connections: a loaded host queues.
    database: await openTestDatabase({ connectTimeoutMs: 60_000 }),
    env: { BOG_TIMEOUT_MS: '10000', WALLET_RATE_ACCOUNT_MAX: '100000', MACHINE_RATE_IP_MAX: '100000' },
  }));
});
afterAll(() => close?.());

describe('50 concurrent top-ups through Bank of Georgia', () => {
  it('are each ordered at the bank once and, once paid, credited exactly once by racing callbacks and returns', async () => {
    const customers: SignedIn[] = [];
    for (let index = 0; index < 5; index += 1) customers.push(await signedInCustomer(api, { country: 'GE' }));
    const plan = Array.from({ length: 50 }, (_, index) => ({ who: customers[index % 5]!, amount: 10_00 + index }));
    const { token: tokens, create: creates } = bank.calls;
    const answers = await Promise.all(plan.map(({ who, amount }) => startTopUp(api, who, { currency: 'GEL', amount })));
    expect(
      answers.map((answer) => answer.statusCode),
      answers.map((answer) => answer.body).join('\n'),
    ).toEqual(plan.map(() => 201));
    // One token for 50 concurrent orders, one order each.
    expect([bank.calls.token - tokens, bank.calls.create - creates]).toEqual([1, 50]);
    const ids = answers.map((answer) => (answer.json().data as { id: string }).id);
    const references = await Promise.all(ids.map(async (id) => (await topUpRow(api, id))?.reference ?? ''));
    expect(new Set(references).size).toBe(50);
    for (const reference of references) bank.pay(reference);
    // Each order's callback arrives twice at once (the bank retries), while its customer comes back.
    const settled = await Promise.all(
      ids.flatMap((id, index) => {
        const callback = bank.callback(references[index]!);
        return [deliver(api, callback), deliver(api, callback), returnTo(api, plan[index]!.who, id)];
      }),
    );
    expect(settled.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
    for (const id of ids) {
      expect((await topUpRow(api, id))?.state).toBe('succeeded');
      expect(await creditsOf(api, id)).toBe(1);
    }
    for (const [index, who] of customers.entries()) {
      const paid = plan.filter((_, n) => n % 5 === index).reduce((sum, { amount }) => sum + amount, 0);
      expect(await balanceOf(api, who, 'GEL')).toBe(paid);
    }
  });
});
