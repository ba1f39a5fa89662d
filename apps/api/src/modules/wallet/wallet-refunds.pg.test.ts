import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { signedInCustomer } from '../../test/signed-in.ts';
import { LIFTED_WALLET_LIMITS, rowsOf, spend } from './wallet-ledger-test-kit.ts';
import { askRefund, paidTopUp, refundRows } from './wallet-refunds-test-kit.ts';
import { balanceOf, idempotencyKey } from './wallet-top-ups-test-kit.ts';
import { ledgerTransactions } from './wallet.table.ts';

/**
 * Money back to the card under real concurrency (PostgreSQL, decision 0043): a refund racing a payment of the same
 * balance, and one refund request sent many times at once.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: LIFTED_WALLET_LIMITS });
});
afterAll(async () => api?.close());

/** The customer's USD: the kept balance, the sum of its entries, and the lowest it ever stood. */
async function ledgerOf(customerId: number) {
  const [account] = await rowsOf<{ balance: string; sum: string }>(
    api.database.db,
    sql`select a.balance, coalesce(sum(e.amount), 0) as sum from ledger_accounts a
        left join ledger_entries e on e.account_id = a.id
        where a.customer_id = ${customerId} and a.currency = 'USD' group by a.id, a.balance`,
  );
  const [low] = await rowsOf<{ lowest: string }>(
    api.database.db,
    sql`select min(running) as lowest from (
          select sum(amount) over (order by id) as running from ledger_entries
          where customer_id = ${customerId} and currency = 'USD') steps`,
  );
  return { balance: Number(account?.balance), sum: Number(account?.sum), lowest: Number(low?.lowest) };
}

/** A payment of the balance: done, or refused for want of money (anything else fails the test). */
async function payment(customerId: number, amount: number): Promise<'done' | 'refused'> {
  try {
    await spend(api.database.db, customerId, 'USD', amount);
    return 'done';
  } catch (error) {
    if (error instanceof ApiError && error.code === 'wallet.insufficient_funds') return 'refused';
    throw error;
  }
}

describe('a refund racing a payment of the same balance', () => {
  it('never takes the balance below zero: 10 refunds and 10 payments of 10.00 against 50.00, five rounds', async () => {
    for (let round = 0; round < 5; round++) {
      const who = await signedInCustomer(api);
      const customerId = who.customer.row.id;
      const topUpId = await paidTopUp(api, who, 'USD', 50_00);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          n % 2 === 0
            ? askRefund(api, who, { top_up_id: topUpId, amount: 10_00 }).then((answer) => {
                if (answer.statusCode === 201 && answer.json().data.state === 'settled') return 'done';
                if (answer.json().code === 'wallet.insufficient_funds') return 'refused';
                throw new Error(`refund answered ${answer.statusCode} ${answer.body}`);
              })
            : payment(customerId, 10_00),
        ),
      );
      // 50.00 pays exactly five of the twenty; the others are refused with nothing recorded.
      expect(answers.filter((answer) => answer === 'done')).toHaveLength(5);
      const ledger = await ledgerOf(customerId);
      expect(ledger).toEqual({ balance: 0, sum: 0, lowest: 0 });
      const refunds = await refundRows(api, topUpId);
      expect(refunds.every((refund) => refund.state === 'settled')).toBe(true);
      expect(refunds.length).toBe(answers.filter((answer, n) => n % 2 === 0 && answer === 'done').length);
    }
  });
});

describe('one refund request replayed at once', () => {
  it('moves the money once: 20 requests with one key, five rounds', async () => {
    for (let round = 0; round < 5; round++) {
      const who = await signedInCustomer(api);
      const topUpId = await paidTopUp(api, who, 'USD', 40_00);
      const key = idempotencyKey();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => askRefund(api, who, { top_up_id: topUpId, amount: 15_00 }, key)),
      );
      for (const answer of answers) {
        if (answer.statusCode === 409) expect(answer.json().code).toBe('idempotency.in_progress');
        else expect(answer.statusCode, answer.body).toBe(201);
      }
      const refunds = await refundRows(api, topUpId);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]?.state).toBe('settled');
      const withdrawals = await api.database.db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.key, `withdrawal:${who.customer.row.id}:${key}`));
      expect(withdrawals).toHaveLength(1);
      expect(await balanceOf(api, who, 'USD')).toBe(25_00);
      expect(await ledgerOf(who.customer.row.id)).toMatchObject({ balance: 25_00, sum: 25_00 });
    }
  });
});
