import { TOP_UP_EXPIRY_MINUTES } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { standaloneWallet } from '../../test/wallet-probe.ts';
import { answerCheckout, balanceOf, creditsOf, referenceOf, startTopUp, topUpRow } from './wallet-top-ups-test-kit.ts';
import { TOP_UP_SWEEP_GRACE_MS } from './wallet.top-up-sweep.ts';
import { topUpsOf } from './wallet.top-up-routes.ts';

let api: TestApi;
beforeAll(async () => {
  // "Pay later" settles 10 minutes after the answer: long after this file has finished, unless a clock says so.
  api = await createTestApi({ env: { PAYMENT_SANDBOX_LATER_MS: '600000' } });
});
afterAll(async () => api?.close());

const EXPIRED_AND_GRACE = TOP_UP_EXPIRY_MINUTES * 60_000 + TOP_UP_SWEEP_GRACE_MS;

/** A round of the sweep as a host would run it `ms` from now, its provider on the same clock. */
function sweepAt(ms: number) {
  const clock = { now: () => new Date(Date.now() + ms) };
  const { sweep } = topUpsOf({ db: api.database.db, clock, fetch, config: api.config, wallet: standaloneWallet() });
  return sweep();
}

async function started(who: SignedIn, amount = 25_00) {
  const answer = await startTopUp(api, who, { currency: 'USD', amount });
  expect(answer.statusCode, answer.body).toBe(201);
  const data = answer.json().data as { id: string; checkout_url: string };
  return { ...data, reference: referenceOf(data.checkout_url) };
}

describe('the sweep of top-ups nobody came back to', () => {
  it('leaves a pending top-up alone until its expiry and the grace have passed', async () => {
    const who = await signedInCustomer(api);
    const topUp = await started(who);
    await sweepAt(EXPIRED_AND_GRACE - 60_000);
    expect((await topUpRow(api, topUp.id))?.state).toBe('pending');
  });

  it('marks an abandoned one expired, with no money moved and no ledger entry', async () => {
    const who = await signedInCustomer(api);
    const topUp = await started(who);
    expect(await sweepAt(EXPIRED_AND_GRACE + 60_000)).toBeGreaterThanOrEqual(1);
    expect((await topUpRow(api, topUp.id))?.state).toBe('expired');
    expect(await creditsOf(api, topUp.id)).toBe(0);
    expect(await balanceOf(api, who, 'USD')).toBe(0);
  });

  it('credits once one the provider says was paid, and never touches a settled one again', async () => {
    const who = await signedInCustomer(api);
    const paidLater = await started(who, 12_00);
    expect((await answerCheckout(api, paidLater.checkout_url, 'later')).statusCode).toBe(303);
    const declined = await started(who, 7_00);
    expect((await answerCheckout(api, declined.checkout_url, 'decline')).statusCode).toBe(303);
    expect((await topUpRow(api, declined.id))?.state).toBe('declined');

    await sweepAt(EXPIRED_AND_GRACE + 60_000);
    expect((await topUpRow(api, paidLater.id))?.state).toBe('succeeded');
    expect(await creditsOf(api, paidLater.id)).toBe(1);
    expect(await balanceOf(api, who, 'USD')).toBe(12_00);
    expect((await topUpRow(api, declined.id))?.state).toBe('declined');

    // A second round (another host's, or the next) finds nothing of this customer's to do.
    await sweepAt(EXPIRED_AND_GRACE + 120_000);
    expect(await creditsOf(api, paidLater.id)).toBe(1);
    expect(await balanceOf(api, who, 'USD')).toBe(12_00);
  });

  it('starts with an API whose process runs the sweeps, and stops with it', async () => {
    const host = await createTestApi({ env: { SWEEPS_EVERY_MINUTES: '1' } });
    await host.app.ready();
    await expect(host.close()).resolves.toBeUndefined();
  });
});
