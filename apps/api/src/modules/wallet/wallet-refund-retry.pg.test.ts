import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { signedInCustomer } from '../../test/signed-in.ts';
import { startBogApi } from './bog-api-test-kit.ts';
import type { BogTestBank } from './bog-bank-test-kit.ts';
import { walletRefunds } from './refunds.table.ts';
import { askRefund, paidAtBank, refundRows, retryRefundsIn } from './wallet-refunds-test-kit.ts';
import { balanceOf } from './wallet-top-ups-test-kit.ts';

/**
 * The sweep's retry of pending refunds on many hosts at once (PostgreSQL, decision 0043): each refund is taken by one
 * round (`FOR UPDATE SKIP LOCKED` and its claim), so the bank is asked once per refund. The test's refunds are made
 * ten minutes old; a round runs on the real clock, so refunds of other files (younger than the retry's five
 * minutes) are left alone.
 */
let bank: BogTestBank;
let api: TestApi;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ bank, api, close } = await startBogApi());
});
afterAll(() => close?.());

/** One host's round of the refund retry (its own adapter and connection pool's connections). */
const round = () => retryRefundsIn(api);

describe('two sweeps retrying pending refunds at once', () => {
  it('asks the bank once per refund and settles each once: 6 refunds, two hosts, three rounds', async () => {
    for (let n = 0; n < 3; n++) {
      const who = await signedInCustomer(api, { country: 'GE' });
      const paid = [];
      for (let k = 0; k < 6; k++) paid.push(await paidAtBank(api, bank, who, 'GEL', 10_00));
      bank.down = true;
      try {
        for (const { id } of paid)
          expect((await askRefund(api, who, { top_up_id: id, amount: 4_00 })).json().data.state).toBe('pending');
      } finally {
        bank.down = false;
      }
      const ids = paid.map(({ id }) => Number(id));
      await api.database.db
        .update(walletRefunds)
        .set({ createdAt: sql`${walletRefunds.createdAt} - interval '10 minutes'` })
        .where(inArray(walletRefunds.topUpId, ids));
      await Promise.all([round(), round()]);
      for (const { id, order } of paid) {
        expect(await refundRows(api, id)).toMatchObject([{ state: 'settled' }]);
        expect(bank.order(order)).toMatchObject({ refunded: 4_00, refundAsks: 1 });
      }
      expect(await balanceOf(api, who, 'GEL')).toBe(6 * 6_00);
    }
  });
});
