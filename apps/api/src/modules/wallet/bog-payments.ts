import { bogReceiptSchema } from '@yolla/contract';
import type { BogSettings } from '../../config-bog.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  basicAuthorization,
  BOG_CURRENCIES,
  bogErrorSchema,
  createdOrderSchema,
  detailsOfReceipt,
  idempotencyKeyOf,
  pageLanguage,
  refundAnswerSchema,
  refundKeyOf,
  reportOfReceipt,
  tokenSchema,
} from './bog-orders.ts';
import { decimalAmount } from './kapital-orders.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { ProviderRefusal } from './provider-refusal.ts';

export const BOG_PROVIDER_NAME = 'bog';

export interface BogOptions extends Omit<BogSettings, 'callbackPublicKey'> {
  /** Where the bank calls back (`POST {issuer}/api/v1/{segment}/payments/bog`). */
  callbackUrl: string;
  fetch: typeof fetch;
  /** Where a failed call is told: the operation, the HTTP status and the bank's error code; never the customer. */
  warn?: (line: string) => void;
  now?: () => number;
}

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A token is used until this long before the bank says it expires (or half its life, when shorter). */
const TOKEN_MARGIN_MS = 60_000;

/**
 * The Bank of Georgia Online Payments adapter (Georgia; decision 0042), Kapital's shape: one order per top-up
 * (its `Idempotency-Key` derived from the top-up, so a retried start never makes a second order), the customer sent
 * to the bank's payment page, the outcome read by the order's details on the return and in the sweep, and told by
 * the bank's signed callback (`bog-callbacks.ts`). The OAuth token is fetched once for concurrent callers and kept
 * until shortly before it expires; a call refused 401 fetches a new one and is tried once more. A failed call is
 * `wallet.provider_unavailable` (502), nothing of the bank's answer in the body.
 */
export function createBogProvider(options: BogOptions): PaymentProvider {
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const now = options.now ?? Date.now;
  let token: { value: Promise<string>; expiresAt: number } | null = null;

  async function send(operation: string, url: string, init: RequestInit) {
    try {
      const response = await options.fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      return { response, json: parseJson(await response.text()) };
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      warn(`bog ${operation}: ${reason}`);
      throw new ApiError('wallet.provider_unavailable');
    }
  }

  function refused(operation: string, status: number, json: unknown): ApiError {
    const error = bogErrorSchema.safeParse(json).data;
    warn(`bog ${operation}: HTTP ${status}, error code ${error?.error ?? error?.code ?? 'none'}`);
    return new ApiError('wallet.provider_unavailable');
  }

  async function fetchToken(): Promise<{ value: string; expiresInMs: number }> {
    const { response, json } = await send('token', options.oauthUrl, {
      method: 'POST',
      headers: {
        authorization: basicAuthorization(options.clientId, options.clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw refused('token', response.status, json);
    const parsed = tokenSchema.safeParse(json);
    if (!parsed.success) throw refused('token', response.status, undefined);
    return { value: parsed.data.access_token, expiresInMs: parsed.data.expires_in * 1000 };
  }

  /** The cached token, or one fetch shared by every caller waiting for it. */
  function bearer(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    const started = now();
    const pending = fetchToken().then(({ value, expiresInMs }) => {
      if (token?.value === pending) {
        token.expiresAt = started + expiresInMs - Math.min(TOKEN_MARGIN_MS, expiresInMs / 2);
      }
      return value;
    });
    token = { value: pending, expiresAt: Number.POSITIVE_INFINITY };
    pending.catch(() => {
      if (token?.value === pending) token = null;
    });
    return pending;
  }

  async function call<T>(
    operation: string,
    path: string,
    schema: Schema<T>,
    init: RequestInit = {},
    refusable = false,
  ): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const current = bearer();
      const headers = { ...(init.headers as Record<string, string>), authorization: `Bearer ${await current}` };
      const { response, json } = await send(operation, `${options.apiUrl}${path}`, { ...init, headers });
      if (response.status === 401 && attempt === 0) {
        // The bank no longer takes the token (revoked, or its clock ahead of ours): one new token, one more try.
        if (token?.value === current) token = null;
        continue;
      }
      if (refusable && response.status >= 400 && response.status < 500 && response.status !== 401) {
        const error = bogErrorSchema.safeParse(json).data;
        throw new ProviderRefusal(error?.code ?? error?.error ?? `http_${response.status}`);
      }
      if (!response.ok) throw refused(operation, response.status, json);
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        warn(`bog ${operation}: HTTP ${response.status}, an answer not in the documented shape`);
        throw new ApiError('wallet.provider_unavailable');
      }
      return parsed.data;
    }
  }

  /** `GET /payments/v1/receipt/{order_id}`: the order's details (its status read, and the reconciliation's). */
  function receiptOf(reference: string) {
    if (!/^[\w-]{1,64}$/.test(reference)) throw new ApiError('wallet.provider_unavailable');
    return call('order details', `/payments/v1/receipt/${reference}`, bogReceiptSchema, {
      headers: { accept: 'application/json' },
    });
  }

  return {
    name: BOG_PROVIDER_NAME,
    async createIntent(request) {
      if (!BOG_CURRENCIES.includes(request.currency)) throw new ApiError('wallet.currency_not_payable');
      const amount = Number(decimalAmount(request.amount));
      const order = await call('create order', '/payments/v1/ecommerce/orders', createdOrderSchema, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': pageLanguage(request.locale),
          'idempotency-key': idempotencyKeyOf(new URL(request.returnUrl).origin, request.topUpId, request.expiresAt),
        },
        body: JSON.stringify({
          callback_url: options.callbackUrl,
          external_order_id: String(request.topUpId),
          purchase_units: {
            currency: request.currency,
            total_amount: amount,
            basket: [{ product_id: 'top-up', description: 'Wallet top-up', quantity: 1, unit_price: amount }],
          },
          redirect_urls: { success: request.returnUrl, fail: request.returnUrl },
        }),
      });
      const checkout = new URL(order._links.redirect.href);
      // The web's CSP admits only the configured page (`BOG_PAYMENT_PAGE_URL`): a page elsewhere could not open.
      if (checkout.origin !== options.paymentPageOrigin) {
        warn('bog create order: the payment page is not at BOG_PAYMENT_PAGE_URL');
        throw new ApiError('wallet.provider_unavailable');
      }
      return { reference: order.id, checkoutUrl: checkout.toString() };
    },
    status: async (reference) => reportOfReceipt(await receiptOf(reference)),
    orderDetails: async (reference) => detailsOfReceipt(await receiptOf(reference)),
    refundKeyed: true,
    async refund(request) {
      if (!/^[\w-]{1,64}$/.test(request.reference)) return { outcome: 'refused', reason: 'unknown_order' };
      try {
        const answer = await call(
          'refund',
          `/payments/v1/payment/refund/${request.reference}`,
          refundAnswerSchema,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'application/json',
              'idempotency-key': refundKeyOf(request.reference, request.key),
            },
            // No amount refunds the whole order; a part names its amount (a decimal number, as orders take it).
            body: JSON.stringify(request.whole ? {} : { amount: Number(decimalAmount(request.amount)) }),
          },
          true,
        );
        return { outcome: 'accepted', refundId: answer.action_id };
      } catch (error) {
        if (error instanceof ProviderRefusal) return { outcome: 'refused', reason: error.code };
        throw error;
      }
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
