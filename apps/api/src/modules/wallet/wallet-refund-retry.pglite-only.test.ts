import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { signedInCustomer } from '../../test/signed-in.ts';
import { startBogAndKapitalApi } from './bog-api-test-kit.ts';
import type { BogTestBank } from './bog-bank-test-kit.ts';
import type { KapitalTestBank } from './kapital-bank-test-kit.ts';
import { askRefund, paidAtBank, refundRows, retryRefundsIn } from './wallet-refunds-test-kit.ts';
import { balanceOf } from './wallet-top-ups-test-kit.ts';

/**
 * Refunds left pending by a bank that did not answer, asked again by the wallet's sweep (decision 0043), against the
 * Bank of Georgia and Kapital stand-ins. PGlite only: a round retries every old pending refund of its database.
 */
let bog: BogTestBank;
let kapital: KapitalTestBank;
let api: TestApi;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ bog, kapital, api, close } = await startBogAndKapitalApi());
});
afterAll(() => close?.());

/** A round of the refund retry as a host runs it `minutes` from now (the default setting: after 5 minutes). */
const retryIn = (minutes: number) => retryRefundsIn(api, minutes);

describe('the sweep’s retry of pending refunds', () => {
  it('asks Bank of Georgia again with the same key once the refund is old enough: refunded once, settled', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    const { id, order } = await paidAtBank(api, bog, who, 'GEL', 30_00);
    bog.refundAnswerDelayMs = 1800;
    try {
      expect((await askRefund(api, who, { top_up_id: id, amount: 10_00 })).json().data.state).toBe('pending');
    } finally {
      bog.refundAnswerDelayMs = 0;
    }
    expect(bog.order(order)?.refunded).toBe(10_00);
    expect(await retryIn(1)).toBe(0);
    expect(bog.order(order)?.refundAsks).toBe(1);
    expect(await retryIn(10)).toBe(1);
    expect(await refundRows(api, id)).toMatchObject([{ state: 'settled' }]);
    expect(bog.order(order)).toMatchObject({ refunded: 10_00, refundAsks: 2 });
    expect(await balanceOf(api, who, 'GEL')).toBe(20_00);
    expect(await retryIn(10)).toBe(0);
  });

  it('settles a Kapital refund whose answer was lost from the order’s details, without refunding twice', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const { id, order } = await paidAtBank(api, kapital, who, 'AZN', 20_00);
    kapital.refundAnswerDelayMs = 1800;
    try {
      expect((await askRefund(api, who, { top_up_id: id, amount: 5_00 })).json().data.state).toBe('pending');
    } finally {
      kapital.refundAnswerDelayMs = 0;
    }
    // The bank made the refund; its answer came after our timeout.
    expect(kapital.order(order)?.refunded).toBe(5_00);
    const asked = kapital.calls.refund;
    // The bank down at the next round: the order cannot be read, the refund stays pending, nothing is asked.
    kapital.down = true;
    try {
      await retryIn(10);
    } finally {
      kapital.down = false;
    }
    expect(await refundRows(api, id)).toMatchObject([{ state: 'pending' }]);
    await retryIn(10);
    expect(await refundRows(api, id)).toMatchObject([{ state: 'settled' }]);
    expect(kapital.calls.refund).toBe(asked);
    expect(kapital.order(order)).toMatchObject({ refunded: 5_00, status: 'PartiallyRefunded' });
    expect(await balanceOf(api, who, 'AZN')).toBe(15_00);
  });

  it('settles a Kapital refund the customer asks again with its key, from the order, without refunding twice', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const { id, order } = await paidAtBank(api, kapital, who, 'AZN', 20_00);
    kapital.refundAnswerDelayMs = 1800;
    try {
      const first = await askRefund(api, who, { top_up_id: id, amount: 6_00 }, 'kapital-lost-answer-key');
      expect(first.json().data.state).toBe('pending');
    } finally {
      kapital.refundAnswerDelayMs = 0;
    }
    const asked = kapital.calls.refund;
    const again = await askRefund(api, who, { top_up_id: id, amount: 6_00 }, 'kapital-lost-answer-key');
    expect(again.json().data.state).toBe('settled');
    expect(kapital.calls.refund).toBe(asked);
    expect(kapital.order(order)).toMatchObject({ refunded: 6_00 });
    expect(await balanceOf(api, who, 'AZN')).toBe(14_00);
  });

  it('asks Kapital again when its order does not show the refund: refunded once', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const { id, order } = await paidAtBank(api, kapital, who, 'AZN', 20_00);
    kapital.down = true;
    try {
      expect((await askRefund(api, who, { top_up_id: id, amount: 8_00 })).json().data.state).toBe('pending');
    } finally {
      kapital.down = false;
    }
    await retryIn(10);
    expect(await refundRows(api, id)).toMatchObject([{ state: 'settled' }]);
    expect(kapital.order(order)).toMatchObject({ refunded: 8_00 });
    expect(await balanceOf(api, who, 'AZN')).toBe(12_00);
  });

  it('returns the money to the balance when the bank refuses the retried refund', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    const { id, order } = await paidAtBank(api, bog, who, 'GEL', 20_00);
    bog.down = true;
    try {
      expect((await askRefund(api, who, { top_up_id: id, amount: 10_00 })).json().data.state).toBe('pending');
    } finally {
      bog.down = false;
    }
    expect(await balanceOf(api, who, 'GEL')).toBe(10_00);
    // Meanwhile the whole order was paid back at the bank's portal: the bank refuses ours.
    bog.refundAtBank(order, 20_00);
    await retryIn(10);
    expect(await refundRows(api, id)).toMatchObject([{ state: 'returned', refusal: 'invalid_refund_amount' }]);
    expect(await balanceOf(api, who, 'GEL')).toBe(20_00);
  });
});
