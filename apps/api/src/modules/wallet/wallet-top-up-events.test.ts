import type { PaymentEvent } from '@yolla/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, fakeClock, type FakeClock, type TestApi } from '../../test/harness.ts';
import { signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import {
  answerCheckout,
  balanceOf,
  checkoutPathOf,
  creditsOf,
  referenceOf,
  returnTo,
  sendEvent,
  startTopUp,
} from './wallet-top-ups-test-kit.ts';
import { paymentEvents, sandboxPayments } from './wallet.table.ts';

let api: TestApi;
let clock: FakeClock;
beforeAll(async () => {
  clock = fakeClock();
  // Access tokens outlive the clock's jumps past a top-up's expiry.
  api = await createTestApi({ clock, env: { ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) } });
});
afterAll(async () => api?.close());

async function started(who: SignedIn, currency = 'USD', amount = 30_00) {
  const answer = await startTopUp(api, who, { currency, amount });
  expect(answer.statusCode, answer.body).toBe(201);
  const data = answer.json().data as { id: string; checkout_url: string };
  return { ...data, reference: referenceOf(data.checkout_url) };
}

const succeeded = (reference: string, amount = 30_00, currency: PaymentEvent['currency'] = 'USD'): PaymentEvent => ({
  event_id: `evt-${reference}`,
  reference,
  status: 'succeeded',
  amount,
  currency,
});

const send = (event: PaymentEvent, partner?: 'warehouse') =>
  sendEvent(api, event, { now: clock.now(), ...(partner ? { partner } : {}) });

describe('the provider’s events', () => {
  it('are refused unsigned or signed by another partner, and change nothing', async () => {
    const who = await signedInCustomer(api);
    const topUp = await started(who);
    const unsigned = await api.app.inject({
      method: 'POST',
      url: '/api/v1/machine/payments/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(succeeded(topUp.reference)),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('machine.unsigned');
    const warehouse = await send(succeeded(topUp.reference), 'warehouse');
    expect(warehouse.statusCode).toBe(403);
    expect(warehouse.json().code).toBe('machine.partner_not_allowed');
    expect(await balanceOf(api, who, 'USD')).toBe(0);
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('pending');
  });

  it('refuse an unknown payment, and an amount or currency other than the top-up’s', async () => {
    const who = await signedInCustomer(api);
    const topUp = await started(who);
    const unknown = await send(succeeded('sbx_nobody'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('wallet.top_up_not_found');
    for (const wrong of [succeeded(topUp.reference, 31_00), succeeded(topUp.reference, 30_00, 'TRY')]) {
      const answer = await send(wrong);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('wallet.payment_mismatch');
    }
    expect(await balanceOf(api, who, 'USD')).toBe(0);
    // A refused event is not recorded: the right one under the same id is taken.
    const right = await send(succeeded(topUp.reference));
    expect(right.json().data).toEqual({ top_up_id: topUp.id, state: 'succeeded', repeated: false });
  });

  it('credit once however often repeated, refuse an event id reused with other content, never decline a paid one', async () => {
    const who = await signedInCustomer(api);
    const topUp = await started(who);
    const event = succeeded(topUp.reference);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await send(event)).json().data);
    expect(answers.map((answer) => answer.repeated)).toEqual([false, true, true, true, true]);
    expect(answers.every((answer) => answer.state === 'succeeded')).toBe(true);
    const reused = await send({ ...event, status: 'declined' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('wallet.payment_mismatch');
    const declined = await send({ ...event, event_id: `${event.event_id}-declined`, status: 'declined' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.state).toBe('succeeded');
    expect(await balanceOf(api, who, 'USD')).toBe(30_00);
    expect(await creditsOf(api, topUp.id)).toBe(1);
    const recorded = await api.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.topUpId, Number(topUp.id)));
    expect(recorded.map((row) => row.keyId).sort()).toEqual(['dev-payment-provider', 'dev-payment-provider']);
  });
});

describe('a top-up past its expiry', () => {
  it('expires unpaid: the checkout offers only the way back, the return says expired, nothing is credited', async () => {
    const who = await signedInCustomer(api);
    const topUp = await started(who, 'AZN', 20_00);
    const declinedLater = await started(who, 'AZN', 21_00);
    clock.advance(31 * 60);
    const page = await api.app.inject({ method: 'GET', url: checkoutPathOf(topUp.checkout_url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This payment has expired.');
    expect(page.body).not.toContain('<button');
    expect(page.body).toContain(`href="${api.config.issuer}/en/cabinet/wallet?top_up=${topUp.id}">Back to Yolla</a>`);
    const tooLate = await answerCheckout(api, topUp.checkout_url, 'approve');
    expect(tooLate.statusCode).toBe(200);
    expect(tooLate.body).toContain('This payment has expired.');
    const [payment] = await api.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, topUp.reference));
    expect(payment?.state).toBe('open');
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('expired');
    expect(await balanceOf(api, who, 'AZN')).toBe(0);
    // A decline after expiry leaves it expired.
    expect((await returnTo(api, who, declinedLater.id)).json().data.state).toBe('expired');
    const declined = await send({ ...succeeded(declinedLater.reference, 21_00, 'AZN'), status: 'declined' });
    expect(declined.json().data.state).toBe('expired');
  });

  it('still credits a payment that succeeded after all: the money really arrived', async () => {
    const who = await signedInCustomer(api);
    const topUp = await started(who, 'AZN', 25_00);
    clock.advance(31 * 60);
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('expired');
    const late = await send(succeeded(topUp.reference, 25_00, 'AZN'));
    expect(late.json().data).toEqual({ top_up_id: topUp.id, state: 'succeeded', repeated: false });
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('succeeded');
    expect(await balanceOf(api, who, 'AZN')).toBe(25_00);
    expect(await creditsOf(api, topUp.id)).toBe(1);
  });
});
