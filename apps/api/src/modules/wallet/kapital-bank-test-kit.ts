import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../db/client.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';

/**
 * The tests' stand-in for Kapital Bank's e-commerce API, written from its documentation (Postman "Ecommerce API
 * Documentation"): the bank's side only, spoken over HTTP on 127.0.0.1. Basic authentication on every call (401
 * `InvalidLogin` otherwise); `POST /api/order` takes `{ order: { typeRid, amount, currency, language, description,
 * hppRedirectUrl } }` with the amount a decimal string and answers `{ order: { id, hppUrl, password, status,
 * cvv2AuthStatus, secret } }`; `GET /api/order/{id}` answers `{ order: { id, typeRid, status, amount, currency,
 * createTime } }`; `POST /api/order/{id}/exec-tran` with `{ tran: { phase: 'Single', amount, type: 'Refund' } }`
 * refunds a paid order up to what is left and answers `{ tran: { approvalCode, match, pmoResultCode: '1' } }`,
 * refusing 400 `InvalidOrderState` or `InvalidAmount` (the codes as we assume them, docs/operations.md); a refusal is `{ errorCode, errorDescription }`. The test plays the customer at the hosted page
 * with `pay`, `decline`, and makes the bank slow with `delayMs` (or only a refund's answer, after making it, with
 * `refundAnswerDelayMs`) or down (503 to every call) with `down`. The order's details list its refunds as
 * transactions of `type: 'Refund'` with their `amount`.
 */
export const TEST_BANK_LOGIN = { username: 'TerminalSys/yolla', password: 'kapital-test-password' };

interface Order {
  id: number;
  amount: string;
  currency: string;
  status: string;
  redirectUrl: string;
  /** The processing's reference of the purchase, once paid. */
  ridByPmo?: string;
  /** Minor units refunded so far (`exec-tran` refunds). */
  refunded: number;
  /** The refunds' transactions, as the order's details list them (`type: 'Refund'`, the amount a decimal). */
  refunds: { amount: number; ridByPmo: string }[];
}

export async function startKapitalTestBank() {
  const orders = new Map<number, Order>();
  const calls = { create: 0, status: 0, refund: 0 };
  // One bank numbers its orders once: test files sharing a database (PostgreSQL) must not meet the same ids.
  let nextId = randomInt(1, 1_000_000) * 1000;
  let delayMs = 0;
  /** How long the bank takes to answer a refund it has already made (its answer lost to our timeout). */
  let refundAnswerDelayMs = 0;
  /** While set, the bank answers every call 503 (an outage), doing nothing. */
  let down = false;
  const expected = `Basic ${Buffer.from(`${TEST_BANK_LOGIN.username}:${TEST_BANK_LOGIN.password}`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const refuse = (res: ServerResponse, status: number, errorCode: string, errorDescription: string) =>
    send(res, status, { errorCode, errorDescription });

  /** A refund made on the order: its total and status, and its transaction in the order's details. */
  function refundOf(order: Order, minor: number) {
    order.refunded += minor;
    order.status = order.refunded === Math.round(Number(order.amount) * 100) ? 'Refunded' : 'PartiallyRefunded';
    const match = {
      tranActionId: `act-${randomInt(1, 1_000_000)}`,
      ridByPmo: String(randomInt(10_000_000, 99_999_999)),
    };
    order.refunds.push({ amount: minor, ridByPmo: match.ridByPmo });
    return match;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (down) return refuse(res, 503, 'ServiceError', 'Service unavailable');
    if (req.headers.authorization !== expected) return refuse(res, 401, 'InvalidLogin', 'Invalid login or password');
    const path = new URL(req.url ?? '/', 'http://bank').pathname;
    if (req.method === 'POST' && path === '/api/order') {
      calls.create += 1;
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const { order } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { order?: Record<string, unknown> };
      const valid =
        order?.typeRid === 'Order_SMS' &&
        typeof order.amount === 'string' &&
        /^\d+\.\d{2}$/.test(order.amount) &&
        typeof order.currency === 'string' &&
        ['az', 'en', 'ru'].includes(String(order.language)) &&
        typeof order.hppRedirectUrl === 'string';
      if (!valid) return refuse(res, 400, 'InvalidRequest', 'Invalid request');
      const id = (nextId += 1);
      const redirectUrl = order.hppRedirectUrl as string;
      orders.set(id, {
        id,
        amount: order.amount as string,
        currency: order.currency as string,
        status: 'Preparing',
        redirectUrl,
        refunded: 0,
        refunds: [],
      });
      const hppUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/flex`;
      const password = randomBytes(9).toString('hex');
      return send(res, 200, {
        order: {
          id,
          hppUrl,
          password,
          status: 'Preparing',
          cvv2AuthStatus: 'Required',
          secret: randomBytes(4).toString('hex'),
        },
      });
    }
    const refund = /^\/api\/order\/(\d+)\/exec-tran$/.exec(path);
    if (req.method === 'POST' && refund) {
      calls.refund += 1;
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const { tran } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { tran?: Record<string, unknown> };
      const order = orders.get(Number(refund[1]));
      if (!order) return refuse(res, 404, 'InvalidRequest', 'Order not found');
      if (tran?.phase !== 'Single' || tran.type !== 'Refund' || !/^\d+\.\d{2}$/.test(String(tran.amount)))
        return refuse(res, 400, 'InvalidRequest', 'Invalid request');
      if (!['FullyPaid', 'PartiallyRefunded'].includes(order.status))
        return refuse(res, 400, 'InvalidOrderState', 'The order is not in a state to refund');
      const minor = Math.round(Number(tran.amount) * 100);
      if (order.refunded + minor > Math.round(Number(order.amount) * 100))
        return refuse(res, 400, 'InvalidAmount', 'The amount exceeds what is left to refund');
      const match = refundOf(order, minor);
      if (refundAnswerDelayMs) await new Promise((resolve) => setTimeout(resolve, refundAnswerDelayMs));
      return send(res, 200, { tran: { approvalCode: randomBytes(3).toString('hex'), match, pmoResultCode: '1' } });
    }
    const match = /^\/api\/order\/(\d+)$/.exec(path);
    if (req.method === 'GET' && match) {
      calls.status += 1;
      const order = orders.get(Number(match[1]));
      if (!order) return refuse(res, 404, 'InvalidRequest', 'Order not found');
      const { id, status, amount, currency, ridByPmo } = order;
      const trans = [
        ...(ridByPmo ? [{ ordinal: 1, type: 'Purchase', match: { tranActionId: `act-${id}`, ridByPmo } }] : []),
        ...order.refunds.map((refund, n) => ({
          ordinal: n + 2,
          type: 'Refund',
          amount: refund.amount / 100,
          match: { tranActionId: `act-${refund.ridByPmo}`, ridByPmo: refund.ridByPmo },
        })),
      ];
      return send(res, 200, {
        order: {
          id,
          typeRid: 'Order_SMS',
          status,
          amount: Number(amount),
          currency,
          createTime: new Date().toISOString(),
          ...(new URL(req.url ?? '/', 'http://bank').searchParams.get('tranDetailLevel') === '2' ? { trans } : {}),
        },
      });
    }
    return refuse(res, 404, 'InvalidRequest', 'Unknown operation');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => refuse(res, 500, 'ServiceError', 'Service error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const orderOf = (id: string) => {
    const order = orders.get(Number(id));
    if (!order) throw new Error(`the bank has no order ${id}`);
    return order;
  };
  const setStatus = (id: string, status: string) => {
    orderOf(id).status = status;
  };

  return {
    apiUrl: `${origin}/api`,
    origin,
    calls,
    order: (id: string) => orders.get(Number(id)),
    /** The customer pays at the hosted page: the order is cleared in full. */
    pay: (id: string) => {
      setStatus(id, 'FullyPaid');
      orderOf(id).ridByPmo = String(randomInt(10_000_000, 99_999_999));
    },
    /** The bank reports the order with another amount (a decimal string) or currency than it was made with. */
    misreport: (id: string, values: { amount?: string; currency?: string }) => Object.assign(orderOf(id), values),
    /** A refund made at the bank's side (its merchant portal), outside our API. */
    refundAtBank: (id: string, minor: number) => void refundOf(orderOf(id), minor),
    /** The issuer declines the card. */
    decline: (id: string) => setStatus(id, 'Declined'),
    set delayMs(ms: number) {
      delayMs = ms;
    },
    set refundAnswerDelayMs(ms: number) {
      refundAnswerDelayMs = ms;
    },
    set down(value: boolean) {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type KapitalTestBank = Awaited<ReturnType<typeof startKapitalTestBank>>;

/**
 * The tests' one Kapital setup: the stand-in bank, and an API paying Azerbaijan through it (PGlite, or the
 * database given; `env` adds to or overrides the bank's variables). `close` stops both.
 */
export async function startKapitalApi(
  options: { env?: Record<string, string>; database?: Database; metrics?: Metrics } = {},
): Promise<{ bank: KapitalTestBank; api: TestApi; close: () => Promise<void> }> {
  const bank = await startKapitalTestBank();
  const api = await createTestApi({
    ...(options.database ? { database: options.database } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    env: {
      PAYMENT_PROVIDER_AZ: 'kapital',
      KAPITAL_API_URL: bank.apiUrl,
      KAPITAL_USERNAME: TEST_BANK_LOGIN.username,
      KAPITAL_PASSWORD: TEST_BANK_LOGIN.password,
      KAPITAL_TIMEOUT_MS: '1500',
      ...options.env,
    },
  });
  return { bank, api, close: async () => (await api.close(), await bank.close()) };
}
