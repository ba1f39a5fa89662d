import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { createKapitalProvider } from './kapital-payments.ts';
import { startKapitalApi, TEST_BANK_LOGIN, type KapitalTestBank } from './kapital-bank-test-kit.ts';
import { balanceOf, creditsOf, returnTo, startTopUp, topUpRow } from './wallet-top-ups-test-kit.ts';

/** Top-ups of Azerbaijani customers through Kapital Bank, against the tests' stand-in speaking its wire format. */
let bank: KapitalTestBank;
let api: TestApi;
let az: SignedIn;
let close: () => Promise<void>;
/** Short for the test, long enough for a loaded machine: a slow answer is one past it (the kit's). */
const TIMEOUT_MS = 1500;
beforeAll(async () => {
  ({ bank, api, close } = await startKapitalApi());
  az = await signedInCustomer(api, { country: 'AZ' });
});
afterAll(() => close?.());

async function started(who: SignedIn, amount = 12_50, currency = 'AZN') {
  const answer = await startTopUp(api, who, { currency, amount });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { id: string; checkout_url: string; state: string };
}

describe('starting a top-up with Kapital Bank', () => {
  it('sends an Azerbaijani customer to the bank’s hosted page with the amount in manat, a Uzbek one to theirs', async () => {
    const topUp = await started(az, 12_50);
    const checkout = new URL(topUp.checkout_url);
    expect(`${checkout.origin}${checkout.pathname}`).toBe(`${bank.origin}/flex`);
    expect(checkout.searchParams.get('password')).toMatch(/^\w+$/);
    const row = await topUpRow(api, topUp.id);
    expect(row).toMatchObject({ provider: 'kapital', reference: checkout.searchParams.get('id') });
    expect(bank.order(row?.reference ?? '')).toMatchObject({
      amount: '12.50',
      currency: 'AZN',
      status: 'Preparing',
      redirectUrl: `${api.config.issuer}/en/cabinet/wallet?top_up=${topUp.id}`,
    });
    const uz = await signedInCustomer(api, { country: 'UZ' });
    const theirs = await started(uz, 50_000_00, 'UZS');
    expect(theirs.checkout_url).toContain('/api/sandbox-pay/checkout/');
    expect((await topUpRow(api, theirs.id))?.provider).toBe('sandbox');
  });

  it('refuses a currency the bank does not take before calling it', async () => {
    const calls = bank.calls.create;
    const answer = await startTopUp(api, az, { currency: 'TRY', amount: 100_00 });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('wallet.currency_not_payable');
    expect(bank.calls.create).toBe(calls);
  });

  it('answers 502 with a stable code and nothing of the bank when it does not answer in time', async () => {
    bank.delayMs = TIMEOUT_MS + 300;
    try {
      const answer = await startTopUp(api, az, { currency: 'AZN', amount: 20_00 });
      expect(answer.statusCode).toBe(502);
      expect(answer.json().code).toBe('wallet.provider_unavailable');
      expect(answer.body).not.toMatch(/kapital|127\.0\.0\.1|timeout|abort/i);
    } finally {
      bank.delayMs = 0;
    }
  });
});

describe('the customer’s return reads the order’s status', () => {
  it('pending before payment, credited once after it, however often the paid status is read', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const topUp = await started(who, 30_00);
    const reference = (await topUpRow(api, topUp.id))?.reference ?? '';
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('pending');
    expect(await balanceOf(api, who, 'AZN')).toBe(0);
    bank.pay(reference);
    const reads = bank.calls.status;
    const answers = await Promise.all([returnTo(api, who, topUp.id), returnTo(api, who, topUp.id)]);
    expect(answers.map((answer) => answer.json().data.state)).toEqual(['succeeded', 'succeeded']);
    expect(bank.calls.status - reads).toBeGreaterThanOrEqual(1);
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('succeeded');
    expect(await balanceOf(api, who, 'AZN')).toBe(30_00);
    expect(await creditsOf(api, topUp.id)).toBe(1);
  });

  it('ends a declined payment declined and credits nothing', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const topUp = await started(who, 15_00);
    bank.decline((await topUpRow(api, topUp.id))?.reference ?? '');
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('declined');
    expect(await balanceOf(api, who, 'AZN')).toBe(0);
    expect(await creditsOf(api, topUp.id)).toBe(0);
  });

  it('leaves the top-up pending while the bank is silent, and credits it once the bank answers', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const topUp = await started(who, 40_00);
    bank.pay((await topUpRow(api, topUp.id))?.reference ?? '');
    bank.delayMs = TIMEOUT_MS + 300;
    try {
      const silent = await returnTo(api, who, topUp.id);
      expect(silent.statusCode).toBe(200);
      expect(silent.json().data.state).toBe('pending');
    } finally {
      bank.delayMs = 0;
    }
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('succeeded');
    expect(await creditsOf(api, topUp.id)).toBe(1);
  });
});

describe('the adapter with wrong credentials', () => {
  it('is refused (401) with the stable code, and logs the status and the bank’s code, never the secret', async () => {
    const lines: string[] = [];
    const adapter = createKapitalProvider({
      apiUrl: bank.apiUrl,
      username: TEST_BANK_LOGIN.username,
      password: 'not-the-password',
      fetch,
      timeoutMs: 2000,
      warn: (line) => lines.push(line),
    });
    const request = {
      topUpId: 1,
      amount: 10_00,
      currency: 'AZN' as const,
      returnUrl: 'https://yolla.test/en/cabinet/wallet?top_up=1',
      expiresAt: new Date(Date.now() + 60_000),
      locale: 'az' as const,
    };
    await expect(adapter.createIntent(request)).rejects.toMatchObject({ code: 'wallet.provider_unavailable' });
    await expect(adapter.status('100001')).rejects.toMatchObject({ code: 'wallet.provider_unavailable' });
    expect(lines).toEqual([
      'kapital create order: HTTP 401, error code InvalidLogin',
      'kapital order status: HTTP 401, error code InvalidLogin',
    ]);
    expect(lines.join('\n')).not.toContain('not-the-password');
  });
});
