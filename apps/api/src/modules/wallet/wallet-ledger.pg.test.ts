import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { createCustomer, createTestApi, type TestApi } from '../../test/harness.ts';
import { credit, rowsOf, spend } from './wallet-ledger-test-kit.ts';

/**
 * The ledger's rules under real concurrency (PostgreSQL, a pool of ten connections): one customer's movements at
 * once, through the row lock on their balances (decision 0037).
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api?.close());

/** Runs a movement, answering whether it was refused for want of money (anything else fails the test). */
async function outcome(move: () => Promise<unknown>): Promise<'done' | 'refused'> {
  try {
    await move();
    return 'done';
  } catch (error) {
    if (error instanceof ApiError && error.code === 'wallet.insufficient_funds') return 'refused';
    throw error;
  }
}

/** The customer's USD: the kept balance, the sum of the entries, and the lowest the balance ever stood. */
async function ledgerOf(customerId: number) {
  const [account] = await rowsOf<{ balance: string; sum: string }>(
    api.database.db,
    sql`select a.balance, coalesce(sum(e.amount), 0) as sum from ledger_accounts a
        left join ledger_entries e on e.account_id = a.id
        where a.customer_id = ${customerId} and a.currency = 'USD' group by a.id, a.balance`,
  );
  // Entries of one account are written under its row lock, so their ids run in the order they happened.
  const [low] = await rowsOf<{ lowest: string }>(
    api.database.db,
    sql`select min(running) as lowest from (
          select sum(amount) over (order by id) as running from ledger_entries
          where customer_id = ${customerId} and currency = 'USD') steps`,
  );
  return { balance: Number(account?.balance), sum: Number(account?.sum), lowest: Number(low?.lowest) };
}

describe('one customer’s movements at once', () => {
  it('keep the balance equal to the ledger’s sum and never below zero: 100 payments and top-ups interleaved', async () => {
    const { row } = await createCustomer(api.database);
    const db = api.database.db;
    await credit(db, row.id, 'USD', 20_00);
    const started = performance.now();
    const moves = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0
        ? outcome(() => spend(db, row.id, 'USD', 3_00)).then((result) => ({ kind: 'payment', result }))
        : outcome(() => credit(db, row.id, 'USD', 1_00)).then((result) => ({ kind: 'top-up', result })),
    );
    const results = await Promise.all(moves);
    const ms = Math.round(performance.now() - started);
    const paid = results.filter((r) => r.kind === 'payment' && r.result === 'done').length;
    const refused = results.filter((r) => r.kind === 'payment' && r.result === 'refused').length;
    const toppedUp = results.filter((r) => r.kind === 'top-up' && r.result === 'done').length;
    const ledger = await ledgerOf(row.id);
    console.log(`ledger on PostgreSQL: 50 payments of 3.00 and 50 top-ups of 1.00 at once from 20.00 in ${ms} ms:`, {
      paid,
      refused,
      toppedUp,
      ...ledger,
    });
    expect(toppedUp).toBe(50);
    expect(paid + refused).toBe(50);
    expect(ledger.balance).toBe(20_00 + 50 * 1_00 - paid * 3_00);
    expect(ledger.sum).toBe(ledger.balance);
    expect(ledger.lowest).toBeGreaterThanOrEqual(0);
    // Every top-up arrived: at most (20 + 50) / 3 payments fit, and as many as did fit while money was there.
    expect(paid).toBeLessThanOrEqual(23);
    expect(ledger.balance).toBeGreaterThanOrEqual(0);
  });

  it('200 payments at once against a balance for exactly 10: ten succeed, the balance ends at zero', async () => {
    const { row } = await createCustomer(api.database);
    const db = api.database.db;
    await credit(db, row.id, 'USD', 10_00);
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: 200 }, () => outcome(() => spend(db, row.id, 'USD', 1_00))));
    const ms = Math.round(performance.now() - started);
    const paid = results.filter((result) => result === 'done').length;
    const ledger = await ledgerOf(row.id);
    console.log(`ledger on PostgreSQL: 200 payments of 1.00 at once against 10.00 in ${ms} ms:`, {
      paid,
      refused: 200 - paid,
      ...ledger,
    });
    expect(paid).toBe(10);
    expect(ledger).toEqual({ balance: 0, sum: 0, lowest: 0 });
  });
});
