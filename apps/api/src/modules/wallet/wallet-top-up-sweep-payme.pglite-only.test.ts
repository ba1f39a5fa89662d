import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { signedInCustomer } from '../../test/signed-in.ts';
import { standaloneWallet } from '../../test/wallet-probe.ts';
import { paymeId, resultOf, startPaymeApi, type PaymeSide } from './payme-side-test-kit.ts';
import { balanceOf, creditsOf, startTopUp, topUpRow } from './wallet-top-ups-test-kit.ts';
import { topUpsOf } from './wallet.top-up-routes.ts';

/**
 * The sweep of Payme top-ups nobody finished: it reads Payme's book, so a performed one is already credited and an
 * unperformed one expires; Payme performing it later (within its 12 hours) still credits it once. PGlite only, as
 * a round sweeps every old row of its database.
 */
let api: TestApi;
let payme: PaymeSide;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ api, payme, close } = await startPaymeApi());
});
afterAll(() => close?.());

const sweepLater = () =>
  topUpsOf({
    db: api.database.db,
    clock: { now: () => new Date(Date.now() + 3600_000) },
    fetch,
    config: api.config,
    wallet: standaloneWallet(),
  }).sweep();

describe('the sweep of Payme top-ups', () => {
  it('expires one whose transaction was never performed, and a later perform still credits it once', async () => {
    const who = await signedInCustomer(api, { country: 'UZ' });
    const answer = await startTopUp(api, who, { currency: 'UZS', amount: 55_000_00 });
    const { id } = answer.json().data as { id: string };
    const transaction = paymeId();
    const params = { id: transaction, time: Date.now(), amount: 55_000_00, account: { top_up: id } };
    expect(resultOf(await payme.call('CreateTransaction', params)).state).toBe(1);
    expect(await sweepLater()).toBe(1);
    expect((await topUpRow(api, id))?.state).toBe('expired');
    // An expired top-up takes no new transaction, but the one Payme created is performed: the money arrived.
    const another = await payme.call('CreateTransaction', { ...params, id: paymeId() });
    expect(another.error?.code).toBe(-31051);
    expect(resultOf(await payme.call('PerformTransaction', { id: transaction })).state).toBe(2);
    expect((await topUpRow(api, id))?.state).toBe('succeeded');
    expect(await creditsOf(api, id)).toBe(1);
    expect(await balanceOf(api, who, 'UZS')).toBe(55_000_00);
    expect(await sweepLater()).toBe(0);
  });
});
