import { generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The tests' stand-in for Bank of Georgia's Online Payments API, written from its documentation (api.bog.ge/docs):
 * the bank's side only, over HTTP on 127.0.0.1. `POST /oauth/token` (HTTP Basic client credentials,
 * `grant_type=client_credentials`) answers `{ access_token, token_type, expires_in }`, 401 `invalid_client`
 * otherwise; every API call needs a live Bearer token (401). `POST /payments/v1/ecommerce/orders` answers
 * `{ id, _links: { details, redirect } }`, the same answer again for the same `Idempotency-Key`; `GET
 * /payments/v1/receipt/{id}` the order's details; `POST /payments/v1/payment/refund/{id}` (an `Idempotency-Key`,
 * an optional `amount`: none refunds what is left) `{ key, message, action_id }`, the same answer again for the same
 * key, 400 `refund_not_allowed` or `invalid_refund_amount` when it cannot. Callbacks are signed SHA256withRSA with a key pair made here (the test's; the public half is
 * the API's `BOG_CALLBACK_PUBLIC_KEY`).
 */
export const TEST_BOG_CLIENT = { id: 'yolla-test-client', secret: 'bog-test-client-secret' };

interface Order {
  id: string;
  externalOrderId: string;
  amount: string;
  currency: string;
  key: string;
  callbackUrl: string;
  redirect: { success: string; fail: string };
  transactionId?: string;
  /** Minor units refunded so far. */
  refunded: number;
  /** How many refund calls named this order (answered again for a key seen, or not). */
  refundAsks: number;
}

export async function startBogTestBank() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const orders = new Map<string, Order>();
  const answered = new Map<string, unknown>();
  const tokens = new Map<string, number>();
  const calls = { token: 0, create: 0, receipt: 0, refund: 0 };
  let delayMs = 0;
  /** How long the bank takes to answer a refund it has already made (its answer lost to our timeout). */
  let refundAnswerDelayMs = 0;
  let tokenTtlSeconds = 3600;
  /** While set, the bank answers every call 503 (an outage), doing nothing. */
  let down = false;
  const basic = `Basic ${Buffer.from(`${TEST_BOG_CLIENT.id}:${TEST_BOG_CLIENT.secret}`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const bodyOf = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const receiptOf = (order: Order) => ({
    order_id: order.id,
    industry: 'ecommerce',
    capture: 'automatic',
    external_order_id: order.externalOrderId,
    zoned_create_date: new Date().toISOString(),
    order_status: { key: order.key, value: order.key },
    purchase_units: {
      request_amount: order.amount,
      transfer_amount: ['completed', 'refunded_partially', 'refunded'].includes(order.key) ? order.amount : '0',
      refund_amount: (order.refunded / 100).toFixed(2),
      currency_code: order.currency,
    },
    payment_detail: order.transactionId
      ? { transfer_method: { key: 'card' }, transaction_id: order.transactionId }
      : null,
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (down) return send(res, 503, { code: 'service_unavailable' });
    const path = new URL(req.url ?? '/', 'http://bank').pathname;
    if (req.method === 'POST' && path === '/oauth/token') {
      calls.token += 1;
      const form = new URLSearchParams(await bodyOf(req));
      if (req.headers.authorization !== basic) return send(res, 401, { error: 'invalid_client' });
      if (form.get('grant_type') !== 'client_credentials') return send(res, 400, { error: 'unsupported_grant_type' });
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + tokenTtlSeconds * 1000);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: tokenTtlSeconds });
    }
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if ((tokens.get(bearer) ?? 0) <= Date.now()) return send(res, 401, { error: 'invalid_token' });
    if (req.method === 'POST' && path === '/payments/v1/ecommerce/orders') {
      calls.create += 1;
      const key = String(req.headers['idempotency-key'] ?? '');
      const seen = answered.get(key);
      if (seen) return send(res, 200, seen);
      const body = JSON.parse(await bodyOf(req)) as Record<string, unknown>;
      const units = body.purchase_units as { currency?: unknown; total_amount?: unknown; basket?: unknown } | undefined;
      const redirect = body.redirect_urls as { success?: unknown; fail?: unknown } | undefined;
      const valid =
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(key) &&
        typeof body.callback_url === 'string' &&
        typeof units?.total_amount === 'number' &&
        typeof units.currency === 'string' &&
        Array.isArray(units.basket) &&
        typeof redirect?.success === 'string' &&
        ['ka', 'en'].includes(String(req.headers['accept-language']));
      if (!valid || !units || !redirect) return send(res, 400, { code: 'validation_error' });
      const id = randomUUID();
      orders.set(id, {
        id,
        externalOrderId: String(body.external_order_id),
        amount: String(units.total_amount),
        currency: String(units.currency),
        key: 'created',
        callbackUrl: String(body.callback_url),
        redirect: { success: String(redirect.success), fail: String(redirect.fail) },
        refunded: 0,
        refundAsks: 0,
      });
      const answer = {
        id,
        _links: {
          details: { href: `${origin}/payments/v1/receipt/${id}` },
          redirect: { href: `${origin}/?order_id=${id}` },
        },
      };
      answered.set(key, answer);
      return send(res, 200, answer);
    }
    const receipt = /^\/payments\/v1\/receipt\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && receipt) {
      calls.receipt += 1;
      const order = orders.get(receipt[1] ?? '');
      return order ? send(res, 200, receiptOf(order)) : send(res, 404, { code: 'order_not_found' });
    }
    const refund = /^\/payments\/v1\/payment\/refund\/([\w-]+)$/.exec(path);
    if (req.method === 'POST' && refund) {
      calls.refund += 1;
      const order = orders.get(refund[1] ?? '');
      if (order) order.refundAsks += 1;
      const key = String(req.headers['idempotency-key'] ?? '');
      const seen = answered.get(`refund ${key}`);
      if (seen) return send(res, 200, seen);
      const raw = await bodyOf(req);
      const { amount } = (raw ? JSON.parse(raw) : {}) as { amount?: unknown };
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(key))
        return send(res, 400, { code: 'validation_error' });
      if (order?.key !== 'completed' && order?.key !== 'refunded_partially')
        return send(res, 400, { code: 'refund_not_allowed' });
      const total = Math.round(Number(order.amount) * 100);
      const minor = amount === undefined ? total - order.refunded : Math.round(Number(amount) * 100);
      if (!(minor > 0) || order.refunded + minor > total) return send(res, 400, { code: 'invalid_refund_amount' });
      order.refunded += minor;
      order.key = order.refunded === total ? 'refunded' : 'refunded_partially';
      const answer = { key: 'request_received', message: 'Refund request received', action_id: randomUUID() };
      answered.set(`refund ${key}`, answer);
      if (refundAnswerDelayMs) await new Promise((resolve) => setTimeout(resolve, refundAnswerDelayMs));
      return send(res, 200, answer);
    }
    return send(res, 404, { code: 'not_found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { code: 'internal_error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signBody = (body: string) => sign('sha256', Buffer.from(body), privateKey).toString('base64');
  const orderOf = (id: string) => {
    const order = orders.get(id);
    if (!order) throw new Error(`the bank has no order ${id}`);
    return order;
  };

  return {
    origin,
    calls,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    order: (id: string) => orders.get(id),
    /** The customer pays on the bank's page. */
    pay: (id: string) => Object.assign(orderOf(id), { key: 'completed', transactionId: randomUUID() }),
    decline: (id: string) => Object.assign(orderOf(id), { key: 'rejected' }),
    /** A refund made at the bank's side (its merchant portal), outside our API. */
    refundAtBank: (id: string, minor: number) => {
      orderOf(id).refunded += minor;
    },
    /** The bank holds the order with another amount (a decimal string) or currency than it was made with. */
    misreport: (id: string, values: { amount?: string; currency?: string }) => Object.assign(orderOf(id), values),
    /** The callback the bank sends for the order as it stands: the raw body and its signature. */
    callback(id: string, event = 'order_payment') {
      const body = JSON.stringify({
        event,
        zoned_request_time: new Date().toISOString(),
        body: receiptOf(orderOf(id)),
      });
      return { body, signature: signBody(body) };
    },
    /** Signs any body as the bank does. */
    sign: (body: string) => signBody(body),
    /** Every token the bank gave stops working (its side of an expiry). */
    revokeTokens: () => tokens.clear(),
    set tokenTtlSeconds(seconds: number) {
      tokenTtlSeconds = seconds;
    },
    set delayMs(ms: number) {
      delayMs = ms;
    },
    set down(value: boolean) {
      down = value;
    },
    set refundAnswerDelayMs(ms: number) {
      refundAnswerDelayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type BogTestBank = Awaited<ReturnType<typeof startBogTestBank>>;
