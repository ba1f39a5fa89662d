import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import { movableClock, paymeId, startPaymeApi, type PaymeSide } from './payme-side-test-kit.ts';
import { askRefund, refundRows } from './wallet-refunds-test-kit.ts';
import { balanceOf, returnTo, startTopUp } from './wallet-top-ups-test-kit.ts';

/**
 * Payme takes no refund from the merchant (decision 0043): Payme refunds by calling our CancelTransaction itself, so
 * a Payme top-up is refused before any money moves, and the page does not offer it.
 */
let api: TestApi;
let payme: PaymeSide;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ api, payme, close } = await startPaymeApi({ clock: movableClock() }));
});
afterAll(() => close?.());

describe('money back to the card of a Payme top-up', () => {
  it('is refused 422 wallet.refund_not_supported, nothing held, and not listed as refundable', async () => {
    const who = await signedInCustomer(api, { country: 'UZ' });
    const started = await startTopUp(api, who, { currency: 'UZS', amount: 100_000_00 });
    const topUpId = started.json().data.id as string;
    const id = paymeId();
    const account = { top_up: topUpId };
    await payme.call('CreateTransaction', { id, time: Date.now(), amount: 100_000_00, account });
    await payme.call('PerformTransaction', { id });
    expect((await returnTo(api, who, topUpId)).json().data.state).toBe('succeeded');
    const answer = await askRefund(api, who, { top_up_id: topUpId, amount: 10_000_00 }, undefined, 'uz');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('wallet.refund_not_supported');
    expect(answer.json().message).toMatch(/provayder/);
    expect(await refundRows(api, topUpId)).toEqual([]);
    expect(await balanceOf(api, who, 'UZS')).toBe(100_000_00);
    expect((await callAs(api, who, 'GET', '/wallet/refunds/refundable')).json().data).toEqual([]);
  });
});
