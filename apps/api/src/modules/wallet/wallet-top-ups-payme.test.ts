import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { standaloneWallet } from '../../test/wallet-probe.ts';
import { movableClock, paymeId, resultOf, startPaymeApi, TEST_PAYME, type PaymeSide } from './payme-side-test-kit.ts';
import { balanceOf, creditsOf, returnTo, startTopUp, topUpRow } from './wallet-top-ups-test-kit.ts';

/** Top-ups of Uzbek customers through Payme's Merchant API, Payme's calls made over HTTP as Payme makes them. */
let api: TestApi;
let payme: PaymeSide;
let close: () => Promise<void>;
const clock = movableClock();
beforeAll(async () => {
  ({ api, payme, close } = await startPaymeApi({ clock }));
});
afterAll(() => close?.());

async function started(who: SignedIn, amount = 150_000_00) {
  const answer = await startTopUp(api, who, { currency: 'UZS', amount });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { id: string; checkout_url: string };
}

async function uzbekTopUp(amount = 150_000_00) {
  const who = await signedInCustomer(api, { country: 'UZ' });
  return { who, topUp: await started(who, amount) };
}

const account = (id: string) => ({ top_up: id });
const errorOf = (answer: Awaited<ReturnType<PaymeSide['call']>>) => answer.error?.code;

describe('starting a top-up with Payme', () => {
  it('sends the customer to Payme’s checkout with the merchant, the top-up, the tiyin and the way back', async () => {
    const { topUp } = await uzbekTopUp(150_000_00);
    expect(payme.checkout(topUp.checkout_url)).toEqual({
      origin: TEST_PAYME.checkoutUrl,
      m: TEST_PAYME.merchantId,
      'ac.top_up': topUp.id,
      a: '15000000',
      c: `${api.config.issuer}/en/cabinet/wallet?top_up=${topUp.id}`,
      l: 'en',
    });
    expect(await topUpRow(api, topUp.id)).toMatchObject({ provider: 'payme', reference: topUp.id });
  });

  it('refuses a currency Payme does not take (422) before anything', async () => {
    const who = await signedInCustomer(api, { country: 'UZ' });
    const answer = await startTopUp(api, who, { currency: 'USD', amount: 10_00 });
    expect(answer.json().code).toBe('wallet.currency_not_payable');
  });
});

describe('Payme’s calls', () => {
  it('pay a top-up: checked, created, performed — credited once, with Payme’s id kept', async () => {
    const { who, topUp } = await uzbekTopUp(120_000_00);
    const check = await payme.call('CheckPerformTransaction', { amount: 120_000_00, account: account(topUp.id) });
    expect(check.result).toEqual({ allow: true });
    const id = paymeId();
    const time = Date.now();
    const create = await payme.call('CreateTransaction', { id, time, amount: 120_000_00, account: account(topUp.id) });
    expect(resultOf(create)).toMatchObject({ state: 1, transaction: expect.stringMatching(/^\d+$/) });
    const perform = await payme.call('PerformTransaction', { id });
    expect(resultOf(perform)).toMatchObject({ state: 2, transaction: resultOf(create).transaction });
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('succeeded');
    expect(await balanceOf(api, who, 'UZS')).toBe(120_000_00);
    expect(await creditsOf(api, topUp.id)).toBe(1);
    expect((await topUpRow(api, topUp.id))?.providerTransactionId).toBe(id);
  });

  it('refuses a wrong amount (-31001) and an unknown or foreign account (-31050, naming the field)', async () => {
    const { topUp } = await uzbekTopUp(50_000_00);
    const wrong = await payme.call('CheckPerformTransaction', { amount: 50_000_01, account: account(topUp.id) });
    expect(errorOf(wrong)).toBe(-31001);
    expect(Object.keys(wrong.error?.message ?? {})).toEqual(['ru', 'uz', 'en']);
    const created = await payme.call('CreateTransaction', {
      id: paymeId(),
      time: Date.now(),
      amount: 1,
      account: account(topUp.id),
    });
    expect(errorOf(created)).toBe(-31001);
    for (const unknown of [account('999999999'), account('abc'), {}]) {
      const answer = await payme.call('CheckPerformTransaction', { amount: 50_000_00, account: unknown });
      expect(answer.error).toMatchObject({ code: -31050, data: 'top_up' });
    }
    // A sandbox top-up (a Georgian customer's) is not Payme's to pay.
    const ge = await signedInCustomer(api, { country: 'GE' });
    const theirs = await startTopUp(api, ge, { currency: 'GEL', amount: 20_00 });
    const foreign = await payme.call('CheckPerformTransaction', {
      amount: 20_00,
      account: account(theirs.json().data.id),
    });
    expect(errorOf(foreign)).toBe(-31050);
  });

  it('refuses a caller without Payme’s key (-32504), in constant-time comparison, before reading anything', async () => {
    const { topUp } = await uzbekTopUp();
    const params = { amount: 150_000_00, account: account(topUp.id) };
    for (const auth of [{ key: 'not-the-key-0123456789' }, { key: null }]) {
      const answer = await payme.call('CheckPerformTransaction', params, auth);
      expect(answer.error).toMatchObject({ code: -32504, message: { ru: expect.any(String), uz: expect.any(String) } });
    }
    const otherLogin = await payme.post(JSON.stringify({ id: 1, method: 'CheckTransaction', params: {} }), {
      login: 'Payme',
    });
    expect(otherLogin.answer.error?.code).toBe(-32504);
  });

  it('answers a body that is not JSON -32700, a wrong envelope or parameters -32600, an unknown method -32601', async () => {
    expect((await payme.post('{"id": 1, "method": ')).answer.error?.code).toBe(-32700);
    expect((await payme.post(JSON.stringify({ id: 2, method: 'CheckTransaction' }))).answer.error?.code).toBe(-32600);
    expect(errorOf(await payme.call('PerformTransaction', { id: 42 }))).toBe(-32600);
    expect(errorOf(await payme.call('ChargeEverything', {}))).toBe(-32601);
  });

  it('answers the same for the same transaction created twice, and refuses a second one for the top-up', async () => {
    const { topUp } = await uzbekTopUp(70_000_00);
    const params = { id: paymeId(), time: Date.now(), amount: 70_000_00, account: account(topUp.id) };
    const first = await payme.call('CreateTransaction', params);
    const again = await payme.call('CreateTransaction', params);
    expect(again.result).toEqual(first.result);
    const second = await payme.call('CreateTransaction', { ...params, id: paymeId() });
    expect(second.error).toMatchObject({ code: -31052, data: 'top_up' });
  });

  it('performs once however often asked, and credits once', async () => {
    const { who, topUp } = await uzbekTopUp(80_000_00);
    const id = paymeId();
    await payme.call('CreateTransaction', { id, time: Date.now(), amount: 80_000_00, account: account(topUp.id) });
    const [one, two] = await Promise.all([
      payme.call('PerformTransaction', { id }),
      payme.call('PerformTransaction', { id }),
    ]);
    expect(two.result).toEqual(one.result);
    expect(await payme.call('PerformTransaction', { id })).toMatchObject({ result: one.result });
    expect(await creditsOf(api, topUp.id)).toBe(1);
    expect(await balanceOf(api, who, 'UZS')).toBe(80_000_00);
  });

  it('cancels before performing (-1): the top-up stays payable by a new transaction', async () => {
    const { who, topUp } = await uzbekTopUp(90_000_00);
    const id = paymeId();
    await payme.call('CreateTransaction', { id, time: Date.now(), amount: 90_000_00, account: account(topUp.id) });
    const cancel = await payme.call('CancelTransaction', { id, reason: 3 });
    expect(resultOf(cancel)).toMatchObject({ state: -1, cancel_time: expect.any(Number) });
    expect((await payme.call('CancelTransaction', { id, reason: 3 })).result).toEqual(cancel.result);
    expect(errorOf(await payme.call('PerformTransaction', { id }))).toBe(-31008);
    expect(resultOf(await payme.call('CheckTransaction', { id }))).toMatchObject({ state: -1, reason: 3 });
    const next = paymeId();
    await payme.call('CreateTransaction', {
      id: next,
      time: Date.now(),
      amount: 90_000_00,
      account: account(topUp.id),
    });
    expect(resultOf(await payme.call('PerformTransaction', { id: next })).state).toBe(2);
    expect(await balanceOf(api, who, 'UZS')).toBe(90_000_00);
  });

  it('cancels after performing (-2) only while the balance holds the money; refuses -31007 once it is spent', async () => {
    const { who, topUp } = await uzbekTopUp(60_000_00);
    const id = paymeId();
    await payme.call('CreateTransaction', { id, time: Date.now(), amount: 60_000_00, account: account(topUp.id) });
    await payme.call('PerformTransaction', { id });
    const cancel = await payme.call('CancelTransaction', { id, reason: 5 });
    expect(resultOf(cancel)).toMatchObject({ state: -2 });
    expect((await payme.call('CancelTransaction', { id, reason: 5 })).result).toEqual(cancel.result);
    expect(await balanceOf(api, who, 'UZS')).toBe(0);

    const spent = await uzbekTopUp(40_000_00);
    const paid = paymeId();
    const params = { id: paid, time: Date.now(), amount: 40_000_00, account: account(spent.topUp.id) };
    await payme.call('CreateTransaction', params);
    await payme.call('PerformTransaction', { id: paid });
    await api.database.db.transaction((tx) =>
      standaloneWallet().post(tx, {
        kind: 'parcel_payment',
        customerId: spent.who.customer.row.id,
        key: `parcel-payment:${paid}`,
        detail: { parcels: [] },
        legs: [
          { account: { customerId: spent.who.customer.row.id }, currency: 'UZS', amount: -30_000_00 },
          { account: { house: 'shipping_revenue' }, currency: 'UZS', amount: 30_000_00 },
        ],
      }),
    );
    expect(errorOf(await payme.call('CancelTransaction', { id: paid, reason: 5 }))).toBe(-31007);
    expect(resultOf(await payme.call('CheckTransaction', { id: paid })).state).toBe(2);
    expect(await balanceOf(api, spent.who, 'UZS')).toBe(10_000_00);
  });

  it('cancels a transaction not performed within 12 hours (reason 4) and refuses to perform it (-31008)', async () => {
    const { topUp } = await uzbekTopUp(30_000_00);
    const id = paymeId();
    await payme.call('CreateTransaction', { id, time: Date.now(), amount: 30_000_00, account: account(topUp.id) });
    clock.advance(43_200_000 + 1);
    try {
      expect(errorOf(await payme.call('PerformTransaction', { id }))).toBe(-31008);
      expect(resultOf(await payme.call('CheckTransaction', { id }))).toMatchObject({ state: -1, reason: 4 });
      expect(await creditsOf(api, topUp.id)).toBe(0);
    } finally {
      clock.advance(-(43_200_000 + 1));
    }
  });

  it('answers an unknown transaction -31003', async () => {
    for (const method of ['PerformTransaction', 'CancelTransaction', 'CheckTransaction'])
      expect(errorOf(await payme.call(method, { id: paymeId(), reason: 1 }))).toBe(-31003);
  });
});
