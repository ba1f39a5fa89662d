import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { signedInCustomer } from '../../test/signed-in.ts';
import { paymeId, resultOf, startPaymeApi, type PaymeSide } from './payme-side-test-kit.ts';
import { balanceOf, startTopUp } from './wallet-top-ups-test-kit.ts';

/**
 * The check Payme's documentation has a merchant pass in its sandbox before going live, step by step in its order:
 * authorization refused on every method; CheckPerformTransaction with a wrong amount and a wrong account; a
 * transaction created (again: the same answer), checked, cancelled before performing, checked; another created,
 * performed (again: the same), checked, cancelled after performing, checked; and the statement of the period.
 */
let api: TestApi;
let payme: PaymeSide;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ api, payme, close } = await startPaymeApi());
});
afterAll(() => close?.());

const METHODS = [
  'CheckPerformTransaction',
  'CreateTransaction',
  'PerformTransaction',
  'CancelTransaction',
  'CheckTransaction',
  'GetStatement',
];

describe('Payme’s go-live check sequence', () => {
  it('passes every step', async () => {
    const who = await signedInCustomer(api, { country: 'UZ' });
    const start = async (amount: number) => {
      const answer = await startTopUp(api, who, { currency: 'UZS', amount });
      expect(answer.statusCode, answer.body).toBe(201);
      return (answer.json().data as { id: string }).id;
    };
    const first = await start(25_000_00);
    const account = { top_up: first };

    // 1. Authorization: every method refuses a wrong key, -32504.
    for (const method of METHODS) {
      const answer = await payme.call(method, { amount: 25_000_00, account, id: paymeId() }, { key: 'wrong-key' });
      expect(answer.error?.code, method).toBe(-32504);
    }

    // 2. CheckPerformTransaction: a wrong amount, a wrong account, then the right ones.
    expect((await payme.call('CheckPerformTransaction', { amount: 1_00, account })).error?.code).toBe(-31001);
    const wrongAccount = await payme.call('CheckPerformTransaction', { amount: 25_000_00, account: { top_up: '0' } });
    expect(wrongAccount.error?.code).toBeLessThanOrEqual(-31050);
    expect(wrongAccount.error?.code).toBeGreaterThanOrEqual(-31099);
    expect((await payme.call('CheckPerformTransaction', { amount: 25_000_00, account })).result).toEqual({
      allow: true,
    });

    // 3. Created, created again (the same answer), checked, cancelled before performing, checked.
    const base = Date.UTC(2001, 0, 1) + randomInt(1_000_000_000);
    const unpaid = paymeId();
    const create = { id: unpaid, time: base + 1, amount: 25_000_00, account };
    const created = await payme.call('CreateTransaction', create);
    expect(resultOf(created)).toMatchObject({ state: 1 });
    expect((await payme.call('CreateTransaction', create)).result).toEqual(created.result);
    expect(resultOf(await payme.call('CheckTransaction', { id: unpaid }))).toMatchObject({
      create_time: resultOf(created).create_time,
      perform_time: 0,
      cancel_time: 0,
      state: 1,
      reason: null,
    });
    expect(resultOf(await payme.call('CancelTransaction', { id: unpaid, reason: 1 }))).toMatchObject({ state: -1 });
    expect(resultOf(await payme.call('CheckTransaction', { id: unpaid }))).toMatchObject({ state: -1, reason: 1 });

    // 4. Another created, performed, performed again, checked, cancelled after performing, checked.
    const paid = paymeId();
    await payme.call('CreateTransaction', { id: paid, time: base + 2, amount: 25_000_00, account });
    const performed = await payme.call('PerformTransaction', { id: paid });
    expect(resultOf(performed)).toMatchObject({ state: 2, perform_time: expect.any(Number) });
    expect((await payme.call('PerformTransaction', { id: paid })).result).toEqual(performed.result);
    expect(await balanceOf(api, who, 'UZS')).toBe(25_000_00);
    expect(resultOf(await payme.call('CheckTransaction', { id: paid }))).toMatchObject({ state: 2, cancel_time: 0 });
    expect(resultOf(await payme.call('CancelTransaction', { id: paid, reason: 5 }))).toMatchObject({ state: -2 });
    expect(resultOf(await payme.call('CheckTransaction', { id: paid }))).toMatchObject({ state: -2, reason: 5 });
    expect(await balanceOf(api, who, 'UZS')).toBe(0);

    // 5. The statement of the period: both transactions, in Payme's time order, with their accounts.
    const statement = await payme.call('GetStatement', { from: base, to: base + 10 });
    expect(resultOf(statement).transactions).toEqual([
      expect.objectContaining({ id: unpaid, time: base + 1, amount: 25_000_00, account, state: -1, reason: 1 }),
      expect.objectContaining({ id: paid, time: base + 2, amount: 25_000_00, account, state: -2, reason: 5 }),
    ]);
    expect(resultOf(await payme.call('GetStatement', { from: base + 3, to: base + 10 })).transactions).toEqual([]);
  });
});
