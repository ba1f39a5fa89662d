import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../modules/customers/customers.table.ts';
import { parcels } from '../../modules/parcels/parcels.table.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../modules/wallet/wallet.table.ts';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../client.ts';
import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER } from './demo.ts';
import { seed } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  for (let run = 0; run < 2; run += 1) {
    await seed(database.db, { webClient: { id: 'web-wallet', secret: 'some-secret-value' }, demo: true });
  }
});
afterAll(() => database.close());

async function customerOf(email: string) {
  const [row] = await database.db.select().from(customers).where(eq(customers.email, email));
  return row!;
}

async function walletOf(customerId: number) {
  const db = database.db;
  const transactions = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.customerId, customerId));
  const accounts = await db
    .select({
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
      sum: sql<string>`(select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = ${ledgerAccounts}.id)`,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.customerId, customerId));
  return { transactions, accounts };
}

describe('the demo wallet', () => {
  it('pays every parcel the demo marks paid through the ledger, once however often the seed runs', async () => {
    const demo = await customerOf(DEMO_CUSTOMER.email);
    const paid = await database.db
      .select()
      .from(parcels)
      .where(and(eq(parcels.customerId, demo.id), isNotNull(parcels.paidAt)));
    const { transactions } = await walletOf(demo.id);
    expect(paid.length).toBeGreaterThan(10);
    for (const parcel of paid) {
      const payment = transactions.find((row) => row.id === parcel.paymentTransactionId);
      expect(payment?.kind, parcel.trackingNumber).toBe('parcel_payment');
      expect(payment?.detail.parcels).toContain(String(parcel.id));
      const [entry] = await database.db
        .select({ amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.transactionId, payment!.id), eq(ledgerEntries.customerId, demo.id)));
      expect(entry?.amount).toBe(-parcel.costAmount!);
    }
    expect(transactions.filter((row) => row.kind === 'parcel_payment')).toHaveLength(paid.length);
  });

  it('has top-ups in USD, AZN and TRY, a conversion and the returned parcel’s refund, and balances that agree', async () => {
    const demo = await customerOf(DEMO_CUSTOMER.email);
    const { transactions, accounts } = await walletOf(demo.id);
    const kinds = new Set(transactions.map((row) => row.kind));
    expect([...kinds].sort()).toEqual([
      'buy_for_me_payment',
      'conversion',
      'courier_payment',
      'parcel_payment',
      'refund',
      'top_up',
    ]);
    const [returned] = await database.db
      .select()
      .from(parcels)
      .where(and(eq(parcels.customerId, demo.id), eq(parcels.state, 'returned')));
    const refund = transactions.find((row) => row.kind === 'refund' && row.detail.parcels);
    expect(refund?.detail.parcels).toEqual([String(returned!.id)]);
    expect(accounts.map((account) => account.currency).sort()).toEqual(['AZN', 'TRY', 'USD']);
    for (const account of accounts) expect(account.balance).toBe(Number(account.sum));
    const dates = transactions.map((row) => row.createdAt.getTime());
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(30 * 24 * 3600_000);
  });

  it('leaves two parcels due and a USD balance that covers one of them, not all', async () => {
    const demo = await customerOf(DEMO_CUSTOMER.email);
    const due = await database.db
      .select({ cost: parcels.costAmount, state: parcels.state })
      .from(parcels)
      .where(and(eq(parcels.customerId, demo.id), isNotNull(parcels.costAmount), sql`${parcels.paidAt} is null`));
    const costs = due
      .filter((row) => row.state !== 'unknown_arrival')
      .map((row) => row.cost!)
      .sort((a, b) => a - b);
    expect(costs.length).toBeGreaterThanOrEqual(2);
    const usd = (await walletOf(demo.id)).accounts.find((account) => account.currency === 'USD')!.balance!;
    const { accounts, transactions } = await walletOf(demo.id);
    console.log(
      `demo wallet: ${transactions.length} ledger transactions; balances ` +
        accounts.map((account) => `${account.currency} ${account.balance}`).join(', ') +
        `; parcels due ${costs.join(' + ')} (USD minor units)`,
    );
    expect(usd).toBeGreaterThanOrEqual(costs[0]!);
    expect(usd).toBeLessThan(costs.reduce((sum, cost) => sum + cost, 0));
  });

  it('gives the second demo customer a wallet of their own', async () => {
    const second = await customerOf(SECOND_DEMO_CUSTOMER.email);
    const { transactions, accounts } = await walletOf(second.id);
    expect(transactions.some((row) => row.kind === 'parcel_payment')).toBe(true);
    expect(accounts.map((account) => account.currency)).toContain('UZS');
    for (const account of accounts) expect(account.balance).toBe(Number(account.sum));
  });
});
