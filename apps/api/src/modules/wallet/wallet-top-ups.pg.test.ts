import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { signedInCustomer } from '../../test/signed-in.ts';
import {
  answerCheckout,
  balanceOf,
  creditsOf,
  openCheckout,
  referenceOf,
  returnTo,
  sendEvent,
  startTopUp,
} from './wallet-top-ups-test-kit.ts';
import { ledgerEntries, ledgerTransactions, sandboxPayments } from './wallet.table.ts';

/** Top-ups on PostgreSQL: callbacks and returns racing for one top-up credit it exactly once. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api?.close());

async function ledgerOf(customerId: number, topUpId: string) {
  const transactions = await api.database.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.key, `top-up:${topUpId}`));
  const [entries] = await api.database.db
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.customerId, customerId)));
  return { transactions: transactions.length, customerEntries: entries?.count ?? 0, entrySum: Number(entries?.sum) };
}

describe('racing callbacks and returns', () => {
  it('20 concurrent callbacks + 20 concurrent returns for one top-up credit exactly once', async () => {
    const who = await signedInCustomer(api);
    const started = await startTopUp(api, who, { currency: 'USD', amount: 75_00 });
    expect(started.statusCode).toBe(201);
    const { id, checkout_url: checkoutUrl } = started.json().data as { id: string; checkout_url: string };
    const reference = referenceOf(checkoutUrl);
    // The provider has the money (its book says so), and every event and return arrives at once.
    await openCheckout(api, checkoutUrl);
    await api.database.db
      .update(sandboxPayments)
      .set({ state: 'succeeded', answeredAt: new Date() })
      .where(eq(sandboxPayments.reference, reference));
    const event = { reference, status: 'succeeded' as const, amount: 75_00, currency: 'USD' as const };
    const answers = await Promise.all([
      // Half the callbacks are one event delivered again and again, half are events of their own.
      ...Array.from({ length: 20 }, (_, n) => sendEvent(api, { ...event, event_id: n < 10 ? 'evt-race' : `evt-${n}` })),
      ...Array.from({ length: 20 }, () => returnTo(api, who, id)),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status !== 200),
      answers.map((a) => a.body).join('\n'),
    ).toEqual([]);
    const callbacks = answers.slice(0, 20).map((answer) => answer.json().data);
    const returns = answers.slice(20).map((answer) => answer.json().data);
    expect(new Set(callbacks.map((data) => data.state))).toEqual(new Set(['succeeded']));
    expect(returns.filter((data) => data.state !== 'succeeded' && data.state !== 'pending')).toEqual([]);
    expect((await returnTo(api, who, id)).json().data.state).toBe('succeeded');
    const balance = await balanceOf(api, who, 'USD');
    const ledger = await ledgerOf(who.customer.row.id, id);
    expect(balance).toBe(75_00);
    expect(ledger).toEqual({ transactions: 1, customerEntries: 1, entrySum: 75_00 });
    expect(await creditsOf(api, id)).toBe(1);
    console.log(
      `top-up race on PostgreSQL: 20 callbacks + 20 returns → ${ledger.transactions} credit ` +
        `(balance ${balance} minor units = the amount 7500; ${ledger.customerEntries} ledger entry on the customer; ` +
        `${callbacks.filter((data) => data.repeated).length} callbacks answered as repeats)`,
    );
  });

  it('20 concurrent approvals at the checkout + 20 returns credit exactly once', async () => {
    const who = await signedInCustomer(api);
    const started = await startTopUp(api, who, { currency: 'TRY', amount: 900_00 });
    const { id, checkout_url: checkoutUrl } = started.json().data as { id: string; checkout_url: string };
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => answerCheckout(api, checkoutUrl, 'approve')),
      ...Array.from({ length: 20 }, () => returnTo(api, who, id)),
    ]);
    expect(answers.slice(0, 20).map((answer) => answer.statusCode)).toEqual(Array(20).fill(303));
    expect(answers.slice(20).map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const ledger = await ledgerOf(who.customer.row.id, id);
    expect(await balanceOf(api, who, 'TRY')).toBe(900_00);
    expect(ledger).toEqual({ transactions: 1, customerEntries: 1, entrySum: 900_00 });
    console.log(`top-up race on PostgreSQL: 20 approvals + 20 returns → ${ledger.transactions} credit`);
  });
});
