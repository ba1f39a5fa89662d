import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { deliver, startBogApi } from './bog-api-test-kit.ts';
import type { BogTestBank } from './bog-bank-test-kit.ts';
import { balanceOf, creditsOf, idempotencyKey, returnTo, startTopUp, topUpRow } from './wallet-top-ups-test-kit.ts';
import { topUps } from './wallet.table.ts';

/** Top-ups of Georgian customers through Bank of Georgia, against the tests' stand-in speaking its wire format. */
let bank: BogTestBank;
let api: TestApi;
let ge: SignedIn;
let close: () => Promise<void>;
/** Short for the test, long enough for a loaded machine: a slow answer is one past it (the kit's). */
const TIMEOUT_MS = 1500;
beforeAll(async () => {
  ({ bank, api, close } = await startBogApi());
  ge = await signedInCustomer(api, { country: 'GE' });
});
afterAll(() => close?.());

async function started(who: SignedIn, amount = 12_50, currency = 'GEL') {
  const answer = await startTopUp(api, who, { currency, amount });
  expect(answer.statusCode, answer.body).toBe(201);
  const topUp = answer.json().data as { id: string; checkout_url: string; state: string };
  return { ...topUp, reference: (await topUpRow(api, topUp.id))?.reference ?? '' };
}

describe('starting a top-up with Bank of Georgia', () => {
  it('sends a Georgian customer to the bank’s page with the amount in lari and our callback', async () => {
    const topUp = await started(ge, 12_50);
    expect(topUp.checkout_url).toBe(`${bank.origin}/?order_id=${topUp.reference}`);
    expect(await topUpRow(api, topUp.id)).toMatchObject({ provider: 'bog', state: 'pending' });
    expect(bank.order(topUp.reference)).toMatchObject({
      externalOrderId: topUp.id,
      amount: '12.5',
      currency: 'GEL',
      key: 'created',
      callbackUrl: `${api.config.issuer}/api/v1/${api.config.segment}/payments/bog`,
      redirect: { success: `${api.config.issuer}/en/cabinet/wallet?top_up=${topUp.id}` },
    });
  });

  it('asks the bank for the same order when a start that died is taken over: one order, the first', async () => {
    const key = idempotencyKey();
    const start = () =>
      callAs(api, ge, 'POST', '/wallet/top-ups', {
        payload: { return_path: '/en/cabinet/wallet', currency: 'GEL', amount: 7_00 },
        headers: { 'idempotency-key': key },
      });
    const first = await start();
    expect(first.statusCode, first.body).toBe(201);
    const { id, checkout_url: checkoutUrl } = first.json().data as { id: string; checkout_url: string };
    // As if the host died once the bank had made the order, before storing it: its claim two minutes old.
    await api.database.db
      .update(topUps)
      .set({ reference: null, checkoutUrl: null, intentClaimedAt: new Date(Date.now() - 120_000) })
      .where(eq(topUps.id, Number(id)));
    const retry = await start();
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().data).toMatchObject({ id, checkout_url: checkoutUrl });
    expect((await start()).headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a currency the bank does not take before calling it', async () => {
    const calls = bank.calls.create;
    const answer = await startTopUp(api, ge, { currency: 'TRY', amount: 100_00 });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('wallet.currency_not_payable');
    expect(bank.calls.create).toBe(calls);
  });

  it('answers 502 with a stable code and nothing of the bank when it does not answer in time', async () => {
    bank.delayMs = TIMEOUT_MS + 300;
    try {
      const answer = await startTopUp(api, ge, { currency: 'GEL', amount: 20_00 });
      expect(answer.statusCode).toBe(502);
      expect(answer.json().code).toBe('wallet.provider_unavailable');
      expect(answer.body).not.toMatch(/bog|127\.0\.0\.1|timeout|abort/i);
    } finally {
      bank.delayMs = 0;
    }
  });
});

describe('the outcome, by the customer’s return and by the bank’s callback', () => {
  it('a decline ends the top-up declined and credits nothing', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    const topUp = await started(who, 15_00);
    bank.decline(topUp.reference);
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('declined');
    expect(await creditsOf(api, topUp.id)).toBe(0);
  });

  it('a callback before the return credits once; the return then finds it succeeded', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    const topUp = await started(who, 30_00);
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('pending');
    bank.pay(topUp.reference);
    const answer = await deliver(api, bank.callback(topUp.reference));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ top_up_id: topUp.id, state: 'succeeded' });
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('succeeded');
    expect(await balanceOf(api, who, 'GEL')).toBe(30_00);
    expect(await creditsOf(api, topUp.id)).toBe(1);
    expect((await topUpRow(api, topUp.id))?.providerTransactionId).toBe(bank.order(topUp.reference)?.transactionId);
  });

  it('a callback after the return changes nothing more', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    const topUp = await started(who, 25_00);
    bank.pay(topUp.reference);
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('succeeded');
    const answer = await deliver(api, bank.callback(topUp.reference));
    expect(answer.json().data.state).toBe('succeeded');
    expect(await balanceOf(api, who, 'GEL')).toBe(25_00);
    expect(await creditsOf(api, topUp.id)).toBe(1);
  });

  it('the same callback twice, and five at once, credit once', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    const topUp = await started(who, 40_00);
    bank.pay(topUp.reference);
    const callback = bank.callback(topUp.reference);
    expect((await deliver(api, callback)).statusCode).toBe(200);
    expect((await deliver(api, callback)).statusCode).toBe(200);
    const other = await signedInCustomer(api, { country: 'GE' });
    const second = await started(other, 41_00);
    bank.pay(second.reference);
    const racing = bank.callback(second.reference);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(api, racing)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect([await creditsOf(api, topUp.id), await creditsOf(api, second.id)]).toEqual([1, 1]);
    expect([await balanceOf(api, who, 'GEL'), await balanceOf(api, other, 'GEL')]).toEqual([40_00, 41_00]);
  });

  it('a callback still open changes nothing; a paid one with another amount is refused and not credited', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    const topUp = await started(who, 50_00);
    expect((await deliver(api, bank.callback(topUp.reference))).json().data.state).toBe('pending');
    bank.pay(topUp.reference);
    bank.misreport(topUp.reference, { amount: '5.00' });
    const answer = await deliver(api, bank.callback(topUp.reference));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('wallet.payment_mismatch');
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('pending');
    bank.misreport(topUp.reference, { amount: '50', currency: 'USD' });
    expect((await deliver(api, bank.callback(topUp.reference))).statusCode).toBe(409);
    expect(await creditsOf(api, topUp.id)).toBe(0);
  });

  it('refuses a callback with a wrong or missing signature (401) before reading it, changing nothing', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    const topUp = await started(who, 60_00);
    bank.pay(topUp.reference);
    const genuine = bank.callback(topUp.reference);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = {
      body: genuine.body,
      signature: sign('sha256', Buffer.from(genuine.body), privateKey).toString('base64'),
    };
    const altered = { body: genuine.body.replace('"60"', '"6000"'), signature: genuine.signature };
    const attempts = [forged, altered, { body: genuine.body }, { body: 'not json', signature: 'AAAA' }];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const attempt of attempts) {
        const answer = await deliver(api, attempt);
        expect(answer.statusCode, answer.body).toBe(401);
        expect(answer.json().code).toBe('wallet.callback_signature_invalid');
      }
      // The log tells what was wrong, never what the body said (the order, the amount, the buyer).
      const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('bog callback'));
      expect(lines).toEqual([
        'bog callback: signature wrong',
        'bog callback: signature wrong',
        'bog callback: signature missing',
        'bog callback: signature wrong',
      ]);
      expect(lines.join('\n')).not.toContain(topUp.reference);
    } finally {
      warn.mockRestore();
    }
    expect((await topUpRow(api, topUp.id))?.state).toBe('pending');
    expect(await creditsOf(api, topUp.id)).toBe(0);
  });

  it('answers 404 for a genuine callback of an order no top-up of ours has', async () => {
    const body = JSON.stringify({
      event: 'order_payment',
      body: { order_id: 'not-ours', order_status: { key: 'completed' } },
    });
    const answer = await deliver(api, { body, signature: bank.sign(body) });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('wallet.top_up_not_found');
  });
});
