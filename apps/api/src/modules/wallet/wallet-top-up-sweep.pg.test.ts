import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { signedInCustomer } from '../../test/signed-in.ts';
import { standaloneWallet } from '../../test/wallet-probe.ts';
import { answerCheckout, balanceOf, creditsOf, referenceOf, startTopUp, topUpRow } from './wallet-top-ups-test-kit.ts';
import { topUpsOf } from './wallet.top-up-routes.ts';
import { sandboxPayments, topUps } from './wallet.table.ts';

/** The top-up sweep on PostgreSQL: two hosts sweeping at once end each abandoned top-up once, credit a paid one once. */
let api: TestApi;
beforeAll(async () => {
  // "Pay later" settles 10 minutes after the answer: never within this file unless its answer is made older.
  api = await createTestApi({ env: { PAYMENT_SANDBOX_LATER_MS: '600000', WALLET_RATE_ACCOUNT_MAX: '100000' } });
});
afterAll(async () => api?.close());

const host = () =>
  topUpsOf({
    db: api.database.db,
    clock: { now: () => new Date() },
    fetch,
    config: api.config,
    wallet: standaloneWallet(),
  });

describe('two hosts sweeping at once', () => {
  it('end each abandoned top-up exactly once and credit each paid one exactly once', async () => {
    const who = await signedInCustomer(api);
    const made: { id: string; paid: boolean }[] = [];
    for (let index = 0; index < 12; index += 1) {
      const answer = await startTopUp(api, who, { currency: 'USD', amount: 10_00 + index });
      expect(answer.statusCode, answer.body).toBe(201);
      const { id, checkout_url: url } = answer.json().data as { id: string; checkout_url: string };
      const paid = index % 2 === 0;
      if (paid) expect((await answerCheckout(api, url, 'later')).statusCode).toBe(303);
      made.push({ id, paid });
      // Only this test's rows are made old (other files share the database): past expiry and the grace, and the
      // "pay later" answers past the sandbox's delay, so the provider says they succeeded.
      await api.database.db
        .update(sandboxPayments)
        .set({ answeredAt: new Date(Date.now() - 3600_000) })
        .where(eq(sandboxPayments.reference, referenceOf(url)));
    }
    await api.database.db
      .update(topUps)
      .set({ expiresAt: new Date(Date.now() - 3600_000) })
      .where(
        inArray(
          topUps.id,
          made.map((topUp) => Number(topUp.id)),
        ),
      );

    const [first, second] = await Promise.all([host().sweep(), host().sweep()]);
    expect(first + second).toBeGreaterThanOrEqual(made.length);
    for (const topUp of made) {
      expect((await topUpRow(api, topUp.id))?.state).toBe(topUp.paid ? 'succeeded' : 'expired');
      expect(await creditsOf(api, topUp.id)).toBe(topUp.paid ? 1 : 0);
    }
    const paidSum = made.reduce((sum, topUp, index) => sum + (topUp.paid ? 10_00 + index : 0), 0);
    expect(await balanceOf(api, who, 'USD')).toBe(paidSum);
  });
});
