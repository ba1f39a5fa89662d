import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { startKapitalApi, type KapitalTestBank } from './kapital-bank-test-kit.ts';
import { idempotencyKey, startTopUp } from './wallet-top-ups-test-kit.ts';
import { topUps } from './wallet.table.ts';

/**
 * On PostgreSQL, a slow bank holds no connection (decision 0042): with a pool of two, starts waiting on the bank
 * leave the pool to everyone else, and one key sent at once from many places makes one order.
 */
let bank: KapitalTestBank;
let api: TestApi;
let close: () => Promise<void>;
const BANK_DELAY_MS = 1500;
beforeAll(async () => {
  ({ bank, api, close } = await startKapitalApi({
    // Two connections, and a request that cannot get one within a second is refused (503): had a start held its
    // connection through the bank's answer, the reads below would starve.
    database: await openTestDatabase({ poolMax: 2, connectTimeoutMs: 1000 }),
    env: { KAPITAL_TIMEOUT_MS: '10000', WALLET_RATE_ACCOUNT_MAX: '100000' },
  }));
});
afterAll(() => close?.());

describe('starts waiting on a slow bank', () => {
  it('leave the pool free: other requests are answered while six starts wait on the bank', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const orders = bank.calls.create;
    bank.delayMs = BANK_DELAY_MS;
    let starts;
    try {
      const began = Date.now();
      starts = Promise.all(
        Array.from({ length: 6 }, (_, n) => startTopUp(api, who, { currency: 'AZN', amount: 10_00 + n })),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const reads = await Promise.all(Array.from({ length: 8 }, () => callAs(api, who, 'GET', '/wallet')));
      expect(reads.map((read) => read.statusCode)).toEqual(reads.map(() => 200));
      // Answered while every start still waits on the bank.
      expect(Date.now() - began).toBeLessThan(BANK_DELAY_MS);
    } finally {
      bank.delayMs = 0;
    }
    const answers = await starts;
    expect(
      answers.map((answer) => answer.statusCode),
      answers.map((a) => a.body).join('\n'),
    ).toEqual(answers.map(() => 201));
    expect(bank.calls.create - orders).toBe(6);
  });
});

describe('one key sent ten times at once', () => {
  it('makes one top-up and one order; every answer is that top-up or "try again"', async () => {
    const who: SignedIn = await signedInCustomer(api, { country: 'AZ' });
    const key = idempotencyKey();
    const orders = bank.calls.create;
    bank.delayMs = 300;
    let answers;
    try {
      answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          callAs(api, who, 'POST', '/wallet/top-ups', {
            payload: { currency: 'AZN', amount: 25_00, return_path: '/en/cabinet/wallet' },
            headers: { 'idempotency-key': key },
          }),
        ),
      );
    } finally {
      bank.delayMs = 0;
    }
    const made = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.json().code)).toEqual(refused.map(() => 'idempotency.in_progress'));
    expect(new Set(made.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(bank.calls.create - orders).toBe(1);
    const rows = await api.database.db
      .select()
      .from(topUps)
      .where(and(eq(topUps.customerId, who.customer.row.id), eq(topUps.idempotencyKey, key)));
    expect(rows).toHaveLength(1);
    const again = await startAgain(who, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(String(rows[0]?.id));
  });
});

const startAgain = (who: SignedIn, key: string) =>
  callAs(api, who, 'POST', '/wallet/top-ups', {
    payload: { currency: 'AZN', amount: 25_00, return_path: '/en/cabinet/wallet' },
    headers: { 'idempotency-key': key },
  });
