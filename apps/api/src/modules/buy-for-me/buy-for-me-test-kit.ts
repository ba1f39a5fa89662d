import { randomBytes, randomInt } from 'node:crypto';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { developmentKey, signedCall } from '../../test/machine.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { walletProbe } from '../../test/wallet-probe.ts';

export { walletProbe };

export const probe = walletProbe();

export function buyForMeApi(env: Record<string, string> = {}) {
  return createTestApi({
    modules: [probe.module],
    env: { ORDERS_RATE_IP_MAX: '100000', ORDERS_RATE_ACCOUNT_MAX: '100000', ...env },
  });
}

export const customerOf = (api: TestApi, country: 'AZ' | 'UZ' | 'GE' = 'AZ') => signedInCustomer(api, { country });

/** An order of two pairs at 40.00 and a 5.00 delivery in the shop's country: 85.00, fee 5 % = 4.25, 89.25. */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    shop_country: 'US',
    currency: 'USD',
    items: [
      {
        link: 'https://www.shop.example/p/running-shoes',
        description: 'Running shoes',
        size: '42',
        quantity: 2,
        unit_price: 40_00,
      },
    ],
    local_delivery: 5_00,
    pay_currency: 'USD',
    ...overrides,
  };
}

export const key = () => randomBytes(12).toString('hex');

export const quote = (api: TestApi, who: SignedIn, body: unknown) =>
  callAs(api, who, 'POST', '/buy-for-me/quotes', { payload: body as Record<string, unknown> });

export const place = (api: TestApi, who: SignedIn, body: unknown, idempotencyKey = key()) =>
  callAs(api, who, 'POST', '/buy-for-me/orders', {
    payload: body as Record<string, unknown>,
    headers: { 'idempotency-key': idempotencyKey },
  });

export const payOrder = (api: TestApi, who: SignedIn, id: string, idempotencyKey = key()) =>
  callAs(api, who, 'POST', `/buy-for-me/orders/${id}/payment`, {
    payload: {},
    headers: { 'idempotency-key': idempotencyKey },
  });

export const cancelOrder = (api: TestApi, who: SignedIn, id: string, idempotencyKey = key()) =>
  callAs(api, who, 'POST', `/buy-for-me/orders/${id}/cancellation`, {
    payload: {},
    headers: { 'idempotency-key': idempotencyKey },
  });

export const orderOf = async (api: TestApi, who: SignedIn, id: string) =>
  (await callAs(api, who, 'GET', `/buy-for-me/orders/${id}`)).json().data;

export async function balanceOf(api: TestApi, who: SignedIn, currency = 'USD'): Promise<number> {
  const balances = (await callAs(api, who, 'GET', '/wallet')).json().data.balances as {
    currency: string;
    amount: number;
  }[];
  return balances.find((balance) => balance.currency === currency)?.amount ?? 0;
}

/** A tracking number no other test uses. */
export const freshTracking = () => `BFM${Date.now().toString().slice(-8)}${randomInt(100_000, 999_999)}`;

let sent = 0;

/** The buyer's event signed with the development warehouse key (each at its own second: never a replay). */
export function buyerEvent(api: TestApi, body: Record<string, unknown>) {
  sent += 1;
  return signedCall(api, developmentKey('warehouse'), 'POST', '/buy-for-me/events', {
    body: {
      event_id: `bfm-${Date.now()}-${sent}-${randomInt(1_000_000)}`,
      occurred_at: new Date().toISOString(),
      ...body,
    },
    timestamp: Math.floor(Date.now() / 1000) - (sent % 200),
  });
}

/** A paid order of the customer (funded exactly), and its id. */
export async function paidOrder(api: TestApi, who: SignedIn, body = orderBody()) {
  const placed = await quote(api, who, body);
  await probe.fund(api, who.customer.row.id, placed.json().data.totals.pay.amount);
  const answer = await place(api, who, body);
  if (answer.statusCode !== 201) throw new Error(`place: ${answer.statusCode} ${answer.body}`);
  return answer.json().data as { id: string; status: string; items: { id: string }[]; paid: { amount: number } };
}
