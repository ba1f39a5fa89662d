import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { spend } from './wallet-ledger-test-kit.ts';
import { askRefund, paidTopUp, refundableOf, refundRows } from './wallet-refunds-test-kit.ts';
import { balanceOf, idempotencyKey, referenceOf, startTopUp, topUpRow } from './wallet-top-ups-test-kit.ts';
import { sandboxRefunds } from './refunds.table.ts';

/** Money back to the card through the sandbox provider (decision 0043), on PGlite. */
let api: TestApi;
let who: SignedIn;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api?.close());

const historyOf = async (customer: SignedIn) =>
  (await callAs(api, customer, 'GET', '/wallet/lines')).json().data as {
    kind: string;
    amount: number;
    refund_state?: string | null;
  }[];

describe('money back to the card', () => {
  it('pays a whole top-up back: the balance empties, the sandbox’s book has the refund, history says paid back', async () => {
    who = await signedInCustomer(api);
    const topUpId = await paidTopUp(api, who, 'USD', 40_00);
    const answer = await askRefund(api, who, { top_up_id: topUpId, amount: 40_00 });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ top_up_id: topUpId, amount: 40_00, currency: 'USD', state: 'settled' });
    expect(await balanceOf(api, who, 'USD')).toBe(0);
    const reference = referenceOf((await topUpRow(api, topUpId))!.checkoutUrl!);
    const book = await api.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, reference));
    expect(book.map((row) => row.amount)).toEqual([40_00]);
    expect((await historyOf(who))[0]).toMatchObject({ kind: 'withdrawal', amount: -40_00, refund_state: 'settled' });
    expect(await refundableOf(api, who)).toEqual([]);
  });

  it('pays part back, then refuses more than is left with a field error naming the most, in the customer’s language', async () => {
    const customer = await signedInCustomer(api);
    const topUpId = await paidTopUp(api, customer, 'USD', 30_00);
    expect((await askRefund(api, customer, { top_up_id: topUpId, amount: 10_00 })).json().data.state).toBe('settled');
    expect(await refundableOf(api, customer)).toMatchObject([{ top_up_id: topUpId, refundable: 20_00 }]);
    const tooMuch = await askRefund(api, customer, { top_up_id: topUpId, amount: 20_01 }, idempotencyKey(), 'ru');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('wallet.refund_exceeds_refundable');
    expect(tooMuch.json().errors.amount[0]).toMatch(/20,00/);
    expect(await balanceOf(api, customer, 'USD')).toBe(20_00);
  });

  it('returns the money to the balance when the provider refuses (the bank refunded it on its side already)', async () => {
    const customer = await signedInCustomer(api);
    const topUpId = await paidTopUp(api, customer, 'USD', 25_00);
    const reference = referenceOf((await topUpRow(api, topUpId))!.checkoutUrl!);
    await api.database.db.insert(sandboxRefunds).values({ key: 'at-the-bank', reference, amount: 25_00 });
    const answer = await askRefund(api, customer, { top_up_id: topUpId, amount: 5_00 });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.state).toBe('returned');
    expect(await balanceOf(api, customer, 'USD')).toBe(25_00);
    const lines = await historyOf(customer);
    expect(lines.slice(0, 2)).toMatchObject([
      { kind: 'reversal', amount: 5_00 },
      { kind: 'withdrawal', amount: -5_00, refund_state: 'returned' },
    ]);
    // Returned money is refundable again.
    expect(await refundableOf(api, customer)).toMatchObject([{ top_up_id: topUpId, refundable: 25_00 }]);
  });

  it('moves the money once for a key: replayed, the first answer; another body under the key, 422', async () => {
    const customer = await signedInCustomer(api);
    const topUpId = await paidTopUp(api, customer, 'USD', 20_00);
    const key = idempotencyKey();
    const first = await askRefund(api, customer, { top_up_id: topUpId, amount: 7_00 }, key);
    const again = await askRefund(api, customer, { top_up_id: topUpId, amount: 7_00 }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    expect((await askRefund(api, customer, { top_up_id: topUpId, amount: 8_00 }, key)).json().code).toBe(
      'idempotency.key_reused',
    );
    expect(await refundRows(api, topUpId)).toHaveLength(1);
    expect(await balanceOf(api, customer, 'USD')).toBe(13_00);
  });

  it('refuses money already spent, a top-up not paid, another customer’s, and a request without a key', async () => {
    const customer = await signedInCustomer(api);
    const topUpId = await paidTopUp(api, customer, 'USD', 20_00);
    await spend(api.database.db, customer.customer.row.id, 'USD', 15_00);
    const spent = await askRefund(api, customer, { top_up_id: topUpId, amount: 10_00 });
    expect(spent.statusCode).toBe(409);
    expect(spent.json().code).toBe('wallet.insufficient_funds');
    expect(await refundRows(api, topUpId)).toEqual([]);
    const pending = (await startTopUp(api, customer, { currency: 'USD', amount: 5_00 })).json().data.id as string;
    expect((await askRefund(api, customer, { top_up_id: pending, amount: 1_00 })).json().code).toBe(
      'wallet.top_up_not_refundable',
    );
    const other = await signedInCustomer(api);
    expect((await askRefund(api, other, { top_up_id: topUpId, amount: 1_00 })).statusCode).toBe(404);
    const keyless = await callAs(api, customer, 'POST', '/wallet/refunds', {
      payload: { top_up_id: topUpId, amount: 1_00 },
    });
    expect(keyless.json().code).toBe('idempotency.key_required');
    expect(await balanceOf(api, customer, 'USD')).toBe(5_00);
  });
});
