import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../../lib/metrics.ts';
import type { TestApi } from '../../test/harness.ts';
import { signedInCustomer } from '../../test/signed-in.ts';
import { paymeTransactions } from './payme.table.ts';
import { movableClock, paymeId, startPaymeApi, type PaymeSide } from './payme-side-test-kit.ts';
import { reconcile } from './wallet.reconciliation.ts';
import { returnTo, startTopUp } from './wallet-top-ups-test-kit.ts';

/** The daily reconciliation (decision 0043): Payme's transactions against our top-ups, once per day. */
let api: TestApi;
let payme: PaymeSide;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ api, payme, close } = await startPaymeApi({ clock: movableClock() }));
});
afterAll(() => close?.());

/** A Uzbek top-up Payme created and performed (credited on the customer's return): its id. */
async function performed(amount: number) {
  const who = await signedInCustomer(api, { country: 'UZ' });
  const topUpId = (await startTopUp(api, who, { currency: 'UZS', amount })).json().data.id as string;
  const id = paymeId();
  await payme.call('CreateTransaction', { id, time: Date.now(), amount, account: { top_up: topUpId } });
  await payme.call('PerformTransaction', { id });
  expect((await returnTo(api, who, topUpId)).json().data.state).toBe('succeeded');
  return { topUpId, paymeId: id };
}

describe('the daily reconciliation', () => {
  it('reports a Payme amount that differs from its top-up, by our ids only, counted once across two rounds', async () => {
    await performed(100_000_00);
    const odd = await performed(120_000_00);
    // Payme's record of the second says another amount than the one we credited (what an operator must look at).
    await api.database.db
      .update(paymeTransactions)
      .set({ amount: 120_000_01 })
      .where(eq(paymeTransactions.paymeId, odd.paymeId));
    const metrics = createMetrics();
    const lines: string[] = [];
    const tomorrow = { now: () => new Date(Date.now() + 24 * 60 * 60_000) };
    const deps = { db: api.database.db, clock: tomorrow, metrics, warn: (line: string) => lines.push(line) };
    const [first, second] = [await reconcile(deps), await reconcile(deps)];
    expect([first, second]).toEqual([1, 0]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`payme amount_differs: top-up ${odd.topUpId}$`));
    expect(lines[0]).not.toContain(odd.paymeId);
    expect(lines[0]).not.toMatch(/12000000/);
    const counted = (await metrics.reconciliationDifferences.get()).values;
    expect(counted).toMatchObject([{ labels: { provider: 'payme', kind: 'amount_differs' }, value: 1 }]);
  });
});
