import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/idempotency.table.ts';
import { startApiProcess } from '../../test/api-process.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../wallet/wallet.table.ts';
import { pay, usdBalance, walletProbe } from './parcels-payments-test-kit.ts';
import { tablesLockedBy, waitForBlockedBackend, waitForBackendGone } from './parcels-backends-test-kit.ts';
import { declaringCustomer, freshTracking } from './parcels-test-kit.ts';
import { parcels } from './parcels.table.ts';

let api: TestApi;
const probe = walletProbe();
const LIFTED = {
  WALLET_RATE_IP_MAX: '100000',
  WALLET_RATE_ACCOUNT_MAX: '100000',
  PARCELS_RATE_IP_MAX: '100000',
  PARCELS_RATE_ACCOUNT_MAX: '100000',
};

beforeAll(async () => {
  api = await createTestApi({ modules: [probe.module], env: LIFTED });
});
afterAll(() => api.close());

const COST = 12_34;

/** `count` parcels of the customer weighed abroad, each costing `COST` (written straight to the parcels table). */
async function dueParcels(customerId: number, count: number): Promise<string[]> {
  const rows = await api.database.db
    .insert(parcels)
    .values(
      Array.from({ length: count }, (_, index) => ({
        customerId,
        trackingNumber: `${freshTracking('PG')}${index}`,
        origin: 'US' as const,
        state: 'received' as const,
        weightGrams: 1000,
        costAmount: COST,
        costCurrency: 'USD',
      })),
    )
    .returning({ id: parcels.id });
  return rows.map((row) => String(row.id));
}

async function paymentsOf(customerId: number) {
  const db = api.database.db;
  const transactions = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.customerId, customerId), eq(ledgerTransactions.kind, 'parcel_payment')));
  const ids = transactions.map((row) => row.id);
  const entries = ids.length
    ? await db
        .select({ amount: ledgerEntries.amount, customerId: ledgerEntries.customerId })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.transactionId, ids))
    : [];
  const [account] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.customerId, customerId), eq(ledgerAccounts.currency, 'USD')));
  const [ledger] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account?.id ?? 0));
  const paid = await db
    .select({ id: parcels.id, transactionId: parcels.paymentTransactionId })
    .from(parcels)
    .where(and(eq(parcels.customerId, customerId), sql`${parcels.paidAt} is not null`));
  return {
    transactions: ids,
    customerSum: entries.filter((e) => e.customerId === customerId).reduce((sum, e) => sum + e.amount, 0),
    houseSum: entries.filter((e) => e.customerId === null).reduce((sum, e) => sum + e.amount, 0),
    balance: account?.balance ?? 0,
    ledgerBalance: Number(ledger?.sum ?? 0),
    paid,
  };
}

describe('paying for parcels on PostgreSQL', () => {
  it('200 concurrent payments against a balance that covers exactly 10: 10 succeed, the balance ends at 0', async () => {
    const who = await declaringCustomer(api);
    const customerId = who.customer.row.id;
    const ids = await dueParcels(customerId, 200);
    await probe.fund(api, customerId, 10 * COST);
    const answers = await Promise.all(ids.map((id) => pay(api, who, [id])));
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.json().code === 'wallet.insufficient_funds');
    const after = await paymentsOf(customerId);
    console.log(
      `200 concurrent payments of ${COST} minor units, balance for 10 → ${succeeded.length} succeeded, ` +
        `${refused.length} refused (wallet.insufficient_funds), balance ${after.balance}, ` +
        `${after.transactions.length} ledger transactions, customer entries ${after.customerSum}, house ${after.houseSum}`,
    );
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(190);
    expect(after.balance).toBe(0);
    expect(await usdBalance(api, who)).toBe(0);
    expect(after.ledgerBalance).toBe(0);
    expect(after.transactions).toHaveLength(10);
    expect(after.customerSum).toBe(-10 * COST);
    expect(after.houseSum).toBe(10 * COST);
    expect(after.paid).toHaveLength(10);
    expect(new Set(after.paid.map((row) => row.transactionId))).toEqual(new Set(after.transactions));
  }, 120_000);

  it('a process killed in the middle of a payment leaves none of it, and the payment then happens whole', async () => {
    const who = await declaringCustomer(api);
    const customerId = who.customer.row.id;
    const [id] = await dueParcels(customerId, 1);
    await probe.fund(api, customerId, 50_00);
    const child = await startApiProcess(LIFTED);
    const key = `killed-${randomUUID()}`;
    let release = () => {};
    let blocker = 0;
    const held = api.database.db.transaction(async (tx: Db) => {
      // Holds the customer's USD account: the child's payment locks the parcel, writes its ledger transaction, and
      // waits here, in the middle of its database transaction.
      await tx.execute(sql`select 1 from ledger_accounts where customer_id = ${customerId} for update`);
      const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      blocker = Number(result.rows[0]?.pid);
      await new Promise<void>((resolve) => (release = resolve));
    });
    while (blocker === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const sent = fetch(`${child.origin}/api/v1/client/parcels/payments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${who.accessToken}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ parcel_ids: [id] }),
    }).catch(() => null);
    const backend = await waitForBlockedBackend(api.database.db, blocker);
    // In the middle: the parcel locked, the ledger transaction written (not committed), the balance not yet.
    const touched = await tablesLockedBy(api.database.db, backend);
    expect(touched).toEqual(expect.arrayContaining(['parcels', 'ledger_transactions', 'idempotency_keys']));
    child.process.kill('SIGKILL');
    expect(await sent).toBeNull();
    release();
    await held;
    await waitForBackendGone(api.database.db, backend);
    const none = await paymentsOf(customerId);
    const kept = await api.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
    console.log(
      `payment killed mid-transaction (kill -9 of the API process, backend ${backend}): ` +
        `${none.transactions.length} ledger transactions, balance ${none.balance}, ${none.paid.length} parcels paid, ` +
        `${kept.length} idempotency answers (it had touched ${touched.join(', ')})`,
    );
    expect(none).toMatchObject({ transactions: [], balance: 50_00, ledgerBalance: 50_00, paid: [] });
    expect(kept).toHaveLength(0);

    const retried = await pay(api, who, [id!], key);
    expect(retried.statusCode).toBe(200);
    const whole = await paymentsOf(customerId);
    expect(whole).toMatchObject({ balance: 50_00 - COST, ledgerBalance: 50_00 - COST, customerSum: -COST });
    expect(whole.paid).toEqual([{ id: Number(id), transactionId: whole.transactions[0] }]);
  }, 60_000);

  it('a database connection ended in the middle of a payment leaves none of it', async () => {
    const who = await declaringCustomer(api);
    const customerId = who.customer.row.id;
    const [id] = await dueParcels(customerId, 1);
    await probe.fund(api, customerId, 50_00);
    let release = () => {};
    let blocker = 0;
    const held = api.database.db.transaction(async (tx: Db) => {
      await tx.execute(sql`select 1 from ledger_accounts where customer_id = ${customerId} for update`);
      const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      blocker = Number(result.rows[0]?.pid);
      await new Promise<void>((resolve) => (release = resolve));
    });
    while (blocker === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const sent = pay(api, who, [id!]);
    const backend = await waitForBlockedBackend(api.database.db, blocker);
    await api.database.db.execute(sql`select pg_terminate_backend(${backend})`);
    release();
    await held;
    const answer = await sent;
    expect(answer.statusCode).toBeGreaterThanOrEqual(500);
    const none = await paymentsOf(customerId);
    console.log(
      `payment's connection terminated mid-transaction (pg_terminate_backend ${backend}): answer ${answer.statusCode}, ` +
        `${none.transactions.length} ledger transactions, balance ${none.balance}, ${none.paid.length} parcels paid`,
    );
    expect(none).toMatchObject({ transactions: [], balance: 50_00, ledgerBalance: 50_00, paid: [] });
  }, 60_000);
});
