import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../wallet/wallet.table.ts';
import {
  balanceOf,
  buyerEvent,
  buyForMeApi,
  cancelOrder,
  customerOf,
  orderOf,
  paidOrder,
  payOrder,
  probe,
} from './buy-for-me-test-kit.ts';

let api: TestApi;
beforeAll(async () => {
  api = await buyForMeApi();
});
afterAll(() => api.close());

/** The order's ledger transactions by kind, and what they did to the customer's balance in all. */
async function ledgerOfOrder(customerId: number, orderId: string) {
  const rows = await api.database.db
    .select({
      kind: ledgerTransactions.kind,
      transactions: sql<number>`count(distinct ${ledgerTransactions.id})::int`,
      sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.customerId, customerId),
        sql`${ledgerTransactions.detail} ->> 'buy_for_me_order_id' = ${orderId}`,
      ),
    )
    .groupBy(ledgerTransactions.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, { transactions: row.transactions, sum: Number(row.sum) }]));
}

describe('a changed price under concurrency', () => {
  it('20 approvals and cancellations at once: one approval at most, one cancellation, every cent back', async () => {
    const who = await customerOf(api);
    const order = await paidOrder(api, who);
    const changed = await buyerEvent(api, {
      type: 'price_changed',
      order_id: order.id,
      items: [{ id: order.items[0]!.id, unit_price: 50_00 }],
    });
    expect(changed.json().data.status).toBe('price_changed');
    await probe.fund(api, who.customer.row.id, 21_00);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0 ? payOrder(api, who, order.id) : cancelOrder(api, who, order.id),
      ),
    );
    const succeeded = (path: string) =>
      answers.filter((answer, index) => answer.statusCode === 200 && (index % 2 === 0) === (path === 'pay')).length;
    expect(succeeded('cancel')).toBe(1);
    expect(succeeded('pay')).toBeLessThanOrEqual(1);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect([answer.statusCode, answer.json().code]).toEqual([409, 'buy_for_me.impossible_transition']);
    }
    expect(await orderOf(api, who, order.id)).toMatchObject({ status: 'cancelled', paid: { amount: 0 } });
    // Funded 89.25, then 21.00: all of it is back, whichever came first.
    expect(await balanceOf(api, who)).toBe(110_25);
    const paid = succeeded('pay') === 1 ? 110_25 : 89_25;
    expect(await ledgerOfOrder(who.customer.row.id, order.id)).toEqual({
      buy_for_me_payment: { transactions: 1 + succeeded('pay'), sum: -paid },
      refund: { transactions: 1, sum: paid },
    });
  });
});
