import { TOP_UP_LIMITS, type WalletCurrency } from '@yolla/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import {
  answerCheckout,
  balanceOf,
  checkoutPathOf,
  creditsOf,
  idempotencyKey,
  openCheckout,
  referenceOf,
  returnTo,
  sendEvent,
  startTopUp,
  topUpRow,
} from './wallet-top-ups-test-kit.ts';
import { sandboxPayments } from './wallet.table.ts';

let api: TestApi;
let az: SignedIn;
beforeAll(async () => {
  api = await createTestApi({ env: { PAYMENT_SANDBOX_LATER_MS: '200' } });
  az = await signedInCustomer(api);
});
afterAll(async () => api?.close());

/** A started top-up of the customer: its id, checkout URL and provider reference. */
async function started(who: SignedIn, currency = 'USD', amount = 25_00) {
  const answer = await startTopUp(api, who, { currency, amount });
  expect(answer.statusCode, answer.body).toBe(201);
  const data = answer.json().data as { id: string; checkout_url: string; state: string };
  return { ...data, reference: referenceOf(data.checkout_url) };
}

describe('starting a top-up', () => {
  it('takes amounts from the least to the most of each currency, and refuses outside with both shown', async () => {
    const customers: Record<WalletCurrency, SignedIn> = {
      USD: az,
      TRY: az,
      AZN: az,
      UZS: await signedInCustomer(api, { country: 'UZ' }),
      GEL: await signedInCustomer(api, { country: 'GE' }),
    };
    for (const [currency, [least, most]] of Object.entries(TOP_UP_LIMITS) as [WalletCurrency, [number, number]][]) {
      const who = customers[currency];
      for (const amount of [least, most]) {
        const answer = await startTopUp(api, who, { currency, amount });
        expect(answer.statusCode, `${currency} ${amount}`).toBe(201);
        expect(answer.json().data).toMatchObject({ currency, amount, state: 'pending' });
      }
      for (const amount of [least - 1, most + 1]) {
        const answer = await startTopUp(api, who, { currency, amount });
        expect(answer.statusCode, `${currency} ${amount}`).toBe(422);
        expect(answer.json().code).toBe('wallet.amount_out_of_range');
        expect(answer.json().errors.amount).toHaveLength(1);
      }
    }
    const usd = await startTopUp(api, az, { currency: 'USD', amount: 50 });
    expect(usd.json().errors.amount).toEqual(['One top-up in this currency is from $1.00 to $2,000.00.']);
    const inRussian = await startTopUp(api, az, { currency: 'AZN', amount: 1 }, 'ru');
    expect(inRussian.json().errors.amount[0]).toMatch(
      /^Одно пополнение в этой валюте — от 2,00\s(AZN|₼) до 3\s400,00\s(AZN|₼)\.$/,
    );
  });

  it('refuses a currency the customer does not hold', async () => {
    const answer = await startTopUp(api, az, { currency: 'GEL', amount: 10_00 });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('wallet.currency_not_held');
  });

  it('answers 201 with the checkout and expiry, and once per idempotency key', async () => {
    const key = idempotencyKey();
    const send = () =>
      callAs(api, az, 'POST', '/wallet/top-ups', {
        payload: { currency: 'USD', amount: 12_00, return_path: '/en/cabinet/wallet?tab=top-up' },
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const { data } = first.json();
    expect(data.checkout_url).toMatch(
      /^http:\/\/localhost:\d+\/api\/sandbox-pay\/checkout\/sbx_[\w-]{24}\?lang=en&order=[\w-]+\.[\w-]+$/,
    );
    expect(Date.parse(data.expires_at) - Date.parse(data.created_at)).toBe(30 * 60_000);
    await openCheckout(api, data.checkout_url);
    const [payment] = await api.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, referenceOf(data.checkout_url)));
    expect(payment?.returnUrl).toBe(`${api.config.issuer}/en/cabinet/wallet?tab=top-up&top_up=${data.id}`);
  });
});

describe('the sandbox checkout', () => {
  it('is in the language asked for, with the amount and its three answers', async () => {
    const topUp = await started(az, 'AZN', 1_234_50);
    const english = await api.app.inject({ method: 'GET', url: checkoutPathOf(topUp.checkout_url) });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.body).toContain('<html lang="en">');
    for (const label of ['Approve', 'Decline', 'Pay later', 'Sandbox payment']) expect(english.body).toContain(label);
    const russian = await api.app.inject({
      method: 'GET',
      url: `/api/sandbox-pay/checkout/${topUp.reference}?lang=ru`,
    });
    expect(russian.body).toContain('<html lang="ru">');
    for (const label of ['Одобрить', 'Отклонить', 'Оплатить позже', 'Тестовая оплата'])
      expect(russian.body).toContain(label);
    expect(russian.body).toMatch(/1\s234,50\s(AZN|₼)/);
    const georgian = await api.app.inject({
      method: 'GET',
      url: `/api/sandbox-pay/checkout/${topUp.reference}?lang=ge`,
    });
    expect(georgian.body).toContain('<html lang="ka">');
    const unknown = await api.app.inject({ method: 'GET', url: '/api/sandbox-pay/checkout/sbx_nothing' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('approving a top-up', () => {
  it('credits once when the callback comes first, then the return, then the callback again', async () => {
    const who = await signedInCustomer(api);
    const topUp = await started(who, 'USD', 25_00);
    const approved = await answerCheckout(api, topUp.checkout_url, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`${api.config.issuer}/en/cabinet/wallet?top_up=${topUp.id}`);
    // The signed callback arrived before the redirect.
    expect((await topUpRow(api, topUp.id))?.state).toBe('succeeded');
    expect(await balanceOf(api, who, 'USD')).toBe(25_00);
    const back = await returnTo(api, who, topUp.id);
    expect(back.json().data).toMatchObject({ id: topUp.id, state: 'succeeded', amount: 25_00 });
    const event = {
      event_id: `${topUp.reference}-succeeded`,
      reference: topUp.reference,
      status: 'succeeded' as const,
      amount: 25_00,
      currency: 'USD' as const,
    };
    const repeated = await sendEvent(api, event);
    expect(repeated.json().data).toEqual({ top_up_id: topUp.id, state: 'succeeded', repeated: true });
    const another = await sendEvent(api, { ...event, event_id: `${topUp.reference}-again` });
    expect(another.json().data).toEqual({ top_up_id: topUp.id, state: 'succeeded', repeated: false });
    // A second click on the checkout records nothing more.
    expect((await answerCheckout(api, topUp.checkout_url, 'approve')).statusCode).toBe(303);
    expect(await balanceOf(api, who, 'USD')).toBe(25_00);
    expect(await creditsOf(api, topUp.id)).toBe(1);
  });

  it('credits once when the customer returns first and the callback comes after', async () => {
    const who = await signedInCustomer(api);
    const topUp = await started(who, 'TRY', 500_00);
    // The provider has the money but its event is still on the way: the return asks the provider and credits.
    await openCheckout(api, topUp.checkout_url);
    await api.database.db
      .update(sandboxPayments)
      .set({ state: 'succeeded', answeredAt: new Date() })
      .where(eq(sandboxPayments.reference, topUp.reference));
    const back = await returnTo(api, who, topUp.id);
    expect(back.json().data).toMatchObject({ state: 'succeeded', currency: 'TRY', amount: 500_00 });
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('succeeded');
    const late = await sendEvent(api, {
      event_id: `${topUp.reference}-succeeded`,
      reference: topUp.reference,
      status: 'succeeded',
      amount: 500_00,
      currency: 'TRY',
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toEqual({ top_up_id: topUp.id, state: 'succeeded', repeated: false });
    expect(await balanceOf(api, who, 'TRY')).toBe(500_00);
    expect(await creditsOf(api, topUp.id)).toBe(1);
    expect((await topUpRow(api, topUp.id))?.settledAt).toBeInstanceOf(Date);
  });
});

describe('declining or paying later', () => {
  it('credits nothing for a declined payment, and a declined top-up stays declined', async () => {
    const who = await signedInCustomer(api);
    const topUp = await started(who, 'USD', 40_00);
    const declined = await answerCheckout(api, topUp.checkout_url, 'decline');
    expect(declined.statusCode).toBe(303);
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('declined');
    // Approving afterwards changes nothing: the payment was answered.
    await answerCheckout(api, topUp.checkout_url, 'approve');
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('declined');
    expect(await balanceOf(api, who, 'USD')).toBe(0);
    expect(await creditsOf(api, topUp.id)).toBe(0);
    const page = await api.app.inject({ method: 'GET', url: checkoutPathOf(topUp.checkout_url) });
    expect(page.body).toContain('This payment has been declined.');
    expect(page.body).not.toContain('<button');
  });

  it('goes back at once on "pay later", pending, and credits once after the delay', async () => {
    const who = await signedInCustomer(api);
    const topUp = await started(who, 'AZN', 17_00);
    const later = await answerCheckout(api, topUp.checkout_url, 'later');
    expect(later.statusCode).toBe(303);
    expect(later.headers.location).toBe(`${api.config.issuer}/en/cabinet/wallet?top_up=${topUp.id}`);
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('pending');
    expect(await balanceOf(api, who, 'AZN')).toBe(0);
    // PAYMENT_SANDBOX_LATER_MS is 200 here: the sandbox's own event credits the top-up.
    await vi.waitFor(async () => expect((await topUpRow(api, topUp.id))?.state).toBe('succeeded'), {
      timeout: 5000,
      interval: 50,
    });
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('succeeded');
    expect(await balanceOf(api, who, 'AZN')).toBe(17_00);
    expect(await creditsOf(api, topUp.id)).toBe(1);
  });
});

describe('whose top-up it is', () => {
  it('never shows one customer another’s top-up (404, as one that does not exist)', async () => {
    const owner = await signedInCustomer(api);
    const stranger = await signedInCustomer(api);
    const topUp = await started(owner);
    const foreign = await returnTo(api, stranger, topUp.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('wallet.top_up_not_found');
    const missing = await returnTo(api, stranger, '999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(foreign.json());
    expect((await returnTo(api, owner, topUp.id)).statusCode).toBe(200);
    expect((await callAs(api, null, 'GET', `/wallet/top-ups/${topUp.id}`)).statusCode).toBe(401);
  });
});
