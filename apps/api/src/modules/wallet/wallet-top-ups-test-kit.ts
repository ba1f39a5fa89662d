import { randomBytes } from 'node:crypto';
import type { PaymentEvent } from '@yolla/contract';
import { eq } from 'drizzle-orm';
import type { TestApi } from '../../test/harness.ts';
import { developmentKey, signedCall } from '../../test/machine.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import { ledgerTransactions, topUps } from './wallet.table.ts';

/** The tests' helpers for top-ups: start one, answer the sandbox's checkout, return, send the provider's event. */
export const idempotencyKey = () => randomBytes(16).toString('hex');

export function startTopUp(
  api: TestApi,
  who: SignedIn,
  body: { currency: string; amount: number; return_path?: string },
  language = 'en',
) {
  return callAs(api, who, 'POST', '/wallet/top-ups', {
    payload: { return_path: '/en/cabinet/wallet', ...body },
    headers: { 'idempotency-key': idempotencyKey() },
    language,
  });
}

/** The checkout page's path (under the API's origin) from a top-up's checkout URL. */
export const checkoutPathOf = (checkoutUrl: string) => {
  const url = new URL(checkoutUrl);
  return url.pathname + url.search;
};

export const referenceOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop() ?? '';

/** The customer arrives at the sandbox's checkout: it opens its book row of the payment from the link. */
export async function openCheckout(api: TestApi, checkoutUrl: string) {
  const page = await api.app.inject({ method: 'GET', url: checkoutPathOf(checkoutUrl) });
  if (page.statusCode !== 200) throw new Error(`the checkout answered ${page.statusCode}`);
}

/** Presses one of the checkout's buttons, as the browser's form post does. */
export function answerCheckout(api: TestApi, checkoutUrl: string, answer: 'approve' | 'decline' | 'later') {
  return api.app.inject({
    method: 'POST',
    url: checkoutPathOf(checkoutUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `answer=${answer}`,
  });
}

export const returnTo = (api: TestApi, who: SignedIn, id: string) => callAs(api, who, 'GET', `/wallet/top-ups/${id}`);

let sent = 0;

/**
 * The provider's signed event, sent by hand. Each call signs at another second (back from `now`, within the
 * tolerance), so a resend of the same event is a new request rather than a replay of the sandbox's own.
 */
export function sendEvent(
  api: TestApi,
  event: PaymentEvent,
  options: { partner?: 'payment-provider' | 'warehouse'; now?: Date } = {},
) {
  const timestamp = Math.floor((options.now ?? new Date()).getTime() / 1000) - 1 - (sent++ % 200);
  return signedCall(api, developmentKey(options.partner ?? 'payment-provider'), 'POST', '/payments/events', {
    body: event,
    timestamp,
  });
}

export async function balanceOf(api: TestApi, who: SignedIn, currency: string): Promise<number> {
  const answer = await callAs(api, who, 'GET', '/wallet');
  const balances = answer.json().data.balances as { currency: string; amount: number }[];
  return balances.find((balance) => balance.currency === currency)?.amount ?? 0;
}

/** The ledger transactions that credited a top-up (exactly one, or none). */
export async function creditsOf(api: TestApi, topUpId: string) {
  const rows = await api.database.db
    .select({ id: ledgerTransactions.id, detail: ledgerTransactions.detail })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.key, `top-up:${topUpId}`));
  return rows.length;
}

export async function topUpRow(api: TestApi, id: string) {
  const [row] = await api.database.db
    .select()
    .from(topUps)
    .where(eq(topUps.id, Number(id)));
  return row;
}
