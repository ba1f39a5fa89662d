import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import { standaloneWallet } from '../../test/wallet-probe.ts';
import { walletRefunds } from './refunds.table.ts';
import { topUpsOf } from './wallet.top-up-routes.ts';
import {
  answerCheckout,
  idempotencyKey,
  openCheckout,
  returnTo,
  startTopUp,
  topUpRow,
} from './wallet-top-ups-test-kit.ts';

/** The refund tests' helpers: a top-up paid at the sandbox's checkout, and money asked back to the card. */

/** A sandbox top-up the customer paid and came back from: credited, its id. */
export async function paidTopUp(api: TestApi, who: SignedIn, currency = 'USD', amount = 50_00): Promise<string> {
  const started = await startTopUp(api, who, { currency, amount });
  expect(started.statusCode, started.body).toBe(201);
  const { id, checkout_url: checkoutUrl } = started.json().data as { id: string; checkout_url: string };
  await openCheckout(api, checkoutUrl);
  expect((await answerCheckout(api, checkoutUrl, 'approve')).statusCode).toBeLessThan(400);
  expect((await returnTo(api, who, id)).json().data.state).toBe('succeeded');
  return id;
}

/**
 * A top-up paid on a bank's hosted page (`bank` is the test bank speaking its wire format) and credited on the
 * customer's return: its id and the bank's order id.
 */
export async function paidAtBank(
  api: TestApi,
  bank: { pay(order: string): void },
  who: SignedIn,
  currency: string,
  amount: number,
) {
  const answer = await startTopUp(api, who, { currency, amount });
  expect(answer.statusCode, answer.body).toBe(201);
  const id = answer.json().data.id as string;
  const order = (await topUpRow(api, id))!.reference!;
  bank.pay(order);
  expect((await returnTo(api, who, id)).json().data.state).toBe('succeeded');
  return { id, order };
}

/** `POST /wallet/refunds` with a key (a fresh one unless given). */
export function askRefund(
  api: TestApi,
  who: SignedIn,
  body: { top_up_id: string; amount: number },
  key = idempotencyKey(),
  language = 'en',
) {
  return callAs(api, who, 'POST', '/wallet/refunds', { payload: body, headers: { 'idempotency-key': key }, language });
}

export const refundableOf = async (api: TestApi, who: SignedIn) =>
  (await callAs(api, who, 'GET', '/wallet/refunds/refundable')).json().data as {
    top_up_id: string;
    refundable: number;
  }[];

export async function refundRows(api: TestApi, topUpId: string) {
  return api.database.db
    .select()
    .from(walletRefunds)
    .where(eq(walletRefunds.topUpId, Number(topUpId)));
}

/** One host's round of the sweep's refund retry, on a clock `minutes` ahead (its own adapters, the API's database). */
export const retryRefundsIn = (api: TestApi, minutes = 0) =>
  topUpsOf({
    db: api.database.db,
    clock: { now: () => new Date(Date.now() + minutes * 60_000) },
    fetch,
    config: api.config,
    wallet: standaloneWallet(),
  }).retryRefunds();
