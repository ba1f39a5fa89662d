import { randomBytes } from 'node:crypto';
import type { PaymeAnswer, PaymeMethod } from '@yolla/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';

/**
 * The tests' Payme side, written from the Merchant API documentation (developer.help.paycom.uz): Payme calls the
 * merchant's endpoint over HTTP, `POST` with a JSON-RPC 2.0 body `{ jsonrpc, id, method, params }` and
 * `Authorization: Basic base64("Paycom:<key>")`; every answer is HTTP 200 with `result` or `error`
 * (`{ code, message: { ru, uz, en }, data }`). Amounts in tiyin, times in milliseconds. The customer reaches
 * Payme's checkout by a link `{checkout}/{base64 of "m=…;ac.<field>=…;a=…;c=…"}`.
 */
export const TEST_PAYME = {
  merchantId: '5e730e8e0b852a417aa49ceb',
  key: 'payme-test-key-0123456789abcdef',
  checkoutUrl: 'https://test.paycom.uz',
};

/** A Payme transaction id as its examples show them: 24 hexadecimal digits. */
export const paymeId = () => randomBytes(12).toString('hex');

/** A clock the test moves (Payme's 12 hours pass in a line). */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}

export async function startPaymeApi(
  options: { env?: Record<string, string>; database?: Database; clock?: Clock } = {},
) {
  const api: TestApi = await createTestApi({
    ...(options.database ? { database: options.database } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    env: {
      PAYMENT_PROVIDER_UZ: 'payme',
      PAYME_MERCHANT_ID: TEST_PAYME.merchantId,
      PAYME_KEY: TEST_PAYME.key,
      PAYME_CHECKOUT_URL: TEST_PAYME.checkoutUrl,
      WALLET_RATE_ACCOUNT_MAX: '100000',
      ...options.env,
    },
  });
  // Payme reaches the endpoint over the network, as it would the deployment.
  const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const endpoint = `${address}/api/v1/${api.config.segment}/payments/payme`;
  let sent = 0;

  /** One request as Payme sends it; `key: null` sends none, `login` another user than `Paycom`. */
  async function post(body: string, auth: { key?: string | null; login?: string } = {}) {
    const key = auth.key === undefined ? TEST_PAYME.key : auth.key;
    const credentials = Buffer.from(`${auth.login ?? 'Paycom'}:${key}`).toString('base64');
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key === null ? {} : { authorization: `Basic ${credentials}` }),
      },
      body,
    });
    return { status: response.status, answer: (await response.json()) as PaymeAnswer };
  }

  const payme = {
    endpoint,
    post,
    /** A method call; the answer must be HTTP 200 whatever it says, as the documentation requires. */
    async call(method: PaymeMethod | string, params: Record<string, unknown>, auth?: { key?: string | null }) {
      const id = (sent += 1);
      const { status, answer } = await post(JSON.stringify({ jsonrpc: '2.0', id, method, params }), auth);
      if (status !== 200) throw new Error(`Payme expects HTTP 200, got ${status}`);
      if (answer.id !== id) throw new Error(`the answer's id ${String(answer.id)} is not the request's ${id}`);
      return answer;
    },
    /** What Payme reads from a checkout link: its parameters by name. */
    checkout(link: string): Record<string, string> {
      const url = new URL(link);
      const encoded = url.pathname.slice(1);
      const text = Buffer.from(encoded, 'base64').toString('utf8');
      const pairs = text
        .split(';')
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]);
      return { origin: url.origin, ...Object.fromEntries(pairs) };
    },
  };
  return { api, payme, close: () => api.close() };
}

export type PaymeSide = Awaited<ReturnType<typeof startPaymeApi>>['payme'];

/** A result's field, for the tests' expectations. */
export const resultOf = (answer: PaymeAnswer) => answer.result as Record<string, unknown>;
