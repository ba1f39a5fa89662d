import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { startKapitalApi, type KapitalTestBank } from './kapital-bank-test-kit.ts';
import { askRefund, paidAtBank, refundRows } from './wallet-refunds-test-kit.ts';
import { balanceOf } from './wallet-top-ups-test-kit.ts';

/** Money back to the card through Kapital Bank (decision 0043), against the stand-in speaking its wire format. */
let bank: KapitalTestBank;
let api: TestApi;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ bank, api, close } = await startKapitalApi());
});
afterAll(() => close?.());

/** A manat top-up paid at the bank and credited on the customer's return: its id and the bank's order id. */
const paid = (who: SignedIn, amount: number) => paidAtBank(api, bank, who, 'AZN', amount);

describe('money back to the card with Kapital Bank', () => {
  it('refunds part of the order at the bank in manat, and the rest later: the order ends refunded', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const { id, order } = await paid(who, 30_00);
    const first = await askRefund(api, who, { top_up_id: id, amount: 12_50 });
    expect(first.json().data, first.body).toMatchObject({ state: 'settled', amount: 12_50, currency: 'AZN' });
    expect(bank.order(order)).toMatchObject({ status: 'PartiallyRefunded', refunded: 12_50 });
    expect((await askRefund(api, who, { top_up_id: id, amount: 17_50 })).json().data.state).toBe('settled');
    expect(bank.order(order)).toMatchObject({ status: 'Refunded', refunded: 30_00 });
    expect(await balanceOf(api, who, 'AZN')).toBe(0);
    expect((await refundRows(api, id)).every((row) => row.providerRefundId !== null)).toBe(true);
  });

  it('returns the money to the balance when the bank refuses the refund, keeping its error code', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const { id, order } = await paid(who, 20_00);
    bank.refundAtBank(order, 15_00);
    const answer = await askRefund(api, who, { top_up_id: id, amount: 10_00 });
    expect(answer.json().data.state).toBe('returned');
    expect(await balanceOf(api, who, 'AZN')).toBe(20_00);
    expect(await refundRows(api, id)).toMatchObject([{ state: 'returned', refusal: 'InvalidAmount' }]);
  });

  it('keeps the refund pending, the money held, when the bank does not answer in time', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const { id } = await paid(who, 20_00);
    bank.delayMs = 1800;
    try {
      const answer = await askRefund(api, who, { top_up_id: id, amount: 5_00 });
      expect(answer.json().data.state).toBe('pending');
    } finally {
      bank.delayMs = 0;
    }
    expect(await balanceOf(api, who, 'AZN')).toBe(15_00);
  });
});
