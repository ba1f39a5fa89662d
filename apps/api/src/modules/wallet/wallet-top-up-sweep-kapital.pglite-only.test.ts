import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { signedInCustomer } from '../../test/signed-in.ts';
import { standaloneWallet } from '../../test/wallet-probe.ts';
import { startKapitalApi, type KapitalTestBank } from './kapital-bank-test-kit.ts';
import { balanceOf, creditsOf, startTopUp, topUpRow } from './wallet-top-ups-test-kit.ts';
import { topUpsOf } from './wallet.top-up-routes.ts';

/**
 * The periodic check of Kapital Bank top-ups nobody came back to. PGlite only: a round sweeps every old row of its
 * database, and on PostgreSQL the test files share one (the sandbox's sweep is tested there, `*-sweep.pg.test.ts`).
 */
let bank: KapitalTestBank;
let api: TestApi;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ bank, api, close } = await startKapitalApi());
});
afterAll(() => close?.());

/** A round of the sweep as a host would run it an hour from now: past every top-up's expiry and the grace. */
const sweepLater = () =>
  topUpsOf({
    db: api.database.db,
    clock: { now: () => new Date(Date.now() + 3600_000) },
    fetch,
    config: api.config,
    wallet: standaloneWallet(),
  }).sweep();

describe('the sweep of Kapital Bank top-ups', () => {
  it('credits a paid order once, declines a declined one, expires an unpaid one, and waits out a silent bank', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const ids: string[] = [];
    for (const amount of [11_00, 12_00, 13_00]) {
      const answer = await startTopUp(api, who, { currency: 'AZN', amount });
      expect(answer.statusCode, answer.body).toBe(201);
      ids.push((answer.json().data as { id: string }).id);
    }
    const [paid = '', declined = '', unpaid = ''] = ids;
    bank.pay((await topUpRow(api, paid))?.reference ?? '');
    bank.decline((await topUpRow(api, declined))?.reference ?? '');
    bank.delayMs = 2000;
    try {
      expect(await sweepLater()).toBe(0);
    } finally {
      bank.delayMs = 0;
    }
    expect((await topUpRow(api, paid))?.state).toBe('pending');
    expect(await sweepLater()).toBe(3);
    expect((await topUpRow(api, paid))?.state).toBe('succeeded');
    expect((await topUpRow(api, declined))?.state).toBe('declined');
    expect((await topUpRow(api, unpaid))?.state).toBe('expired');
    expect(await sweepLater()).toBe(0);
    expect(await creditsOf(api, paid)).toBe(1);
    expect(await balanceOf(api, who, 'AZN')).toBe(11_00);
  });
});
