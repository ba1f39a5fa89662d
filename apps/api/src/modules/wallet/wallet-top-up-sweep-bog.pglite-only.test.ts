import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { signedInCustomer } from '../../test/signed-in.ts';
import { standaloneWallet } from '../../test/wallet-probe.ts';
import { deliver, startBogApi } from './bog-api-test-kit.ts';
import type { BogTestBank } from './bog-bank-test-kit.ts';
import { balanceOf, creditsOf, startTopUp, topUpRow } from './wallet-top-ups-test-kit.ts';
import { topUpsOf } from './wallet.top-up-routes.ts';

/**
 * The periodic check of Bank of Georgia top-ups nobody came back to (and no callback reached). PGlite only: a round
 * sweeps every old row of its database, and on PostgreSQL the test files share one.
 */
let bank: BogTestBank;
let api: TestApi;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ bank, api, close } = await startBogApi({ env: { MACHINE_RATE_IP_MAX: '4' } }));
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

describe('the sweep of Bank of Georgia top-ups', () => {
  it('credits a paid order once, declines a rejected one, expires an unpaid one; a late callback still credits', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    const ids: string[] = [];
    for (const amount of [11_00, 12_00, 13_00]) {
      const answer = await startTopUp(api, who, { currency: 'GEL', amount });
      expect(answer.statusCode, answer.body).toBe(201);
      ids.push((answer.json().data as { id: string }).id);
    }
    const [paid = '', declined = '', unpaid = ''] = ids;
    const referenceOf = async (id: string) => (await topUpRow(api, id))?.reference ?? '';
    bank.pay(await referenceOf(paid));
    bank.decline(await referenceOf(declined));
    bank.delayMs = 2000;
    try {
      expect(await sweepLater()).toBe(0);
    } finally {
      bank.delayMs = 0;
    }
    expect(await sweepLater()).toBe(3);
    expect((await topUpRow(api, paid))?.state).toBe('succeeded');
    expect((await topUpRow(api, declined))?.state).toBe('declined');
    expect((await topUpRow(api, unpaid))?.state).toBe('expired');
    // The customer paid after all, and the bank's callback comes: the money arrived, it is credited once.
    bank.pay(await referenceOf(unpaid));
    const late = await deliver(api, bank.callback(await referenceOf(unpaid)));
    expect(late.json().data.state).toBe('succeeded');
    expect(await sweepLater()).toBe(0);
    expect([await creditsOf(api, paid), await creditsOf(api, unpaid)]).toEqual([1, 1]);
    expect(await balanceOf(api, who, 'GEL')).toBe(24_00);
  });

  it('rate-limits the callback route as a machine route (429 with Retry-After)', async () => {
    const body = JSON.stringify({
      event: 'order_payment',
      body: { order_id: 'none', order_status: { key: 'created' } },
    });
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await deliver(api, { body, signature: bank.sign(body) }));
    expect(answers.map((answer) => answer.statusCode)).toContain(429);
    const limited = answers.find((answer) => answer.statusCode === 429);
    expect(limited?.headers['retry-after']).toBeDefined();
  });
});
