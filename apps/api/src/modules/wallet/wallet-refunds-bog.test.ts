import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { startBogApi } from './bog-api-test-kit.ts';
import type { BogTestBank } from './bog-bank-test-kit.ts';
import { askRefund, paidAtBank, refundRows } from './wallet-refunds-test-kit.ts';
import { balanceOf } from './wallet-top-ups-test-kit.ts';

/** Money back to the card through Bank of Georgia (decision 0043), against the stand-in speaking its wire format. */
let bank: BogTestBank;
let api: TestApi;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ bank, api, close } = await startBogApi());
});
afterAll(() => close?.());

/** A lari top-up paid on the bank's page and credited on the customer's return: its id and the bank's order id. */
const paid = (who: SignedIn, amount: number) => paidAtBank(api, bank, who, 'GEL', amount);

describe('money back to the card with Bank of Georgia', () => {
  it('refunds part of the order with its amount, then the rest with none: the bank’s order ends refunded', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    const { id, order } = await paid(who, 40_00);
    const part = await askRefund(api, who, { top_up_id: id, amount: 15_00 });
    expect(part.json().data, part.body).toMatchObject({ state: 'settled', amount: 15_00, currency: 'GEL' });
    expect(bank.order(order)).toMatchObject({ key: 'refunded_partially', refunded: 15_00 });
    expect((await askRefund(api, who, { top_up_id: id, amount: 25_00 })).json().data.state).toBe('settled');
    expect(bank.order(order)).toMatchObject({ key: 'refunded', refunded: 40_00 });
    expect(await balanceOf(api, who, 'GEL')).toBe(0);
    expect((await refundRows(api, id)).map((row) => row.providerRefundId)).not.toContain(null);
  });

  it('returns the money to the balance when the bank refuses the refund, keeping its code', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    const { id, order } = await paid(who, 20_00);
    bank.refundAtBank(order, 18_00);
    const answer = await askRefund(api, who, { top_up_id: id, amount: 5_00 });
    expect(answer.json().data.state).toBe('returned');
    expect(await balanceOf(api, who, 'GEL')).toBe(20_00);
    expect(await refundRows(api, id)).toMatchObject([{ state: 'returned', refusal: 'invalid_refund_amount' }]);
  });

  it('asks once more with the same Idempotency-Key after a timeout: the bank refunds once', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    const { id, order } = await paid(who, 30_00);
    bank.refundAnswerDelayMs = 1800;
    let first;
    try {
      first = await askRefund(api, who, { top_up_id: id, amount: 10_00 }, 'refund-after-timeout-key');
    } finally {
      bank.refundAnswerDelayMs = 0;
    }
    expect(first.json().data.state).toBe('pending');
    // The bank took the first, though its answer came too late; the retry asks again with the same key.
    expect(bank.order(order)).toMatchObject({ refunded: 10_00 });
    const again = await askRefund(api, who, { top_up_id: id, amount: 10_00 }, 'refund-after-timeout-key');
    expect(again.json().data.state).toBe('settled');
    expect(bank.order(order)).toMatchObject({ refunded: 10_00 });
    expect(await balanceOf(api, who, 'GEL')).toBe(20_00);
  });
});
