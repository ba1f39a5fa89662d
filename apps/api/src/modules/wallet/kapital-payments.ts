import type { z } from 'zod';
import { ApiError } from '../../lib/api-error.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { ProviderRefusal } from './provider-refusal.ts';
import {
  basicAuthorization,
  createdOrderSchema,
  decimalAmount,
  detailsOfOrder,
  KAPITAL_APPROVED,
  KAPITAL_CURRENCIES,
  KAPITAL_ORDER_TYPE,
  minorOf,
  orderErrorSchema,
  orderStatusSchema,
  pageLanguage,
  refundAnswerSchema,
  REFUND_TRAN,
  statusOfOrder,
} from './kapital-orders.ts';

export const KAPITAL_PROVIDER_NAME = 'kapital';

export interface KapitalOptions {
  /** The API's base (`KAPITAL_API_URL`, production's by default), without a trailing slash. */
  apiUrl: string;
  username: string;
  password: string;
  fetch: typeof fetch;
  /** How long one call may take (`KAPITAL_TIMEOUT_MS`) before the top-up is refused, or its status asked later. */
  timeoutMs: number;
  /** Where a failed call is told: the operation, the HTTP status and the bank's error code; never the customer. */
  warn?: (line: string) => void;
}

/**
 * The Kapital Bank e-commerce adapter (Azerbaijan; decision 0042): an `Order_SMS` order per top-up, the customer
 * sent to the bank's hosted page, the outcome read by the order's status on the customer's return and in the sweep
 * (the bank sends no event we act on). A failed call — an answer that is not the documented one, wrong credentials,
 * a timeout — is `wallet.provider_unavailable` (502) to the customer, with nothing of the bank's answer in the body.
 */
export function createKapitalProvider(options: KapitalOptions): PaymentProvider {
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const authorization = basicAuthorization(options.username, options.password);

  async function call<S extends z.ZodType>(
    operation: string,
    path: string,
    schema: S,
    body?: unknown,
    refusable = false,
  ) {
    let response: Response;
    let text: string;
    try {
      response = await options.fetch(`${options.apiUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      warn(`kapital ${operation}: ${reason}`);
      throw new ApiError('wallet.provider_unavailable');
    }
    const json = parseJson(text);
    if (!response.ok) {
      const code = orderErrorSchema.safeParse(json).data?.errorCode ?? 'none';
      // The bank's refusal of this operation (a 4xx with its error code, not our credentials): not a failure to ask.
      if (refusable && response.status < 500 && response.status !== 401) throw new ProviderRefusal(code);
      warn(`kapital ${operation}: HTTP ${response.status}, error code ${code}`);
      throw new ApiError('wallet.provider_unavailable');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      warn(`kapital ${operation}: HTTP ${response.status}, an answer not in the documented shape`);
      throw new ApiError('wallet.provider_unavailable');
    }
    return parsed.data as z.output<S>;
  }

  /** `GET /order/{id}?tranDetailLevel=2`: the order with its transactions (its status read, the reconciliation's). */
  async function orderOf(reference: string) {
    if (!/^\d{1,18}$/.test(reference)) throw new ApiError('wallet.provider_unavailable');
    return (await call('order status', `/order/${reference}?tranDetailLevel=2`, orderStatusSchema)).order;
  }

  return {
    name: KAPITAL_PROVIDER_NAME,
    orderDetails: async (reference) => detailsOfOrder(await orderOf(reference)),
    async createIntent(request) {
      if (!KAPITAL_CURRENCIES.includes(request.currency)) throw new ApiError('wallet.currency_not_payable');
      const { order } = await call('create order', '/order', createdOrderSchema, {
        order: {
          typeRid: KAPITAL_ORDER_TYPE,
          amount: decimalAmount(request.amount),
          currency: request.currency,
          language: pageLanguage(request.locale),
          description: `Top-up ${request.topUpId}`,
          hppRedirectUrl: request.returnUrl,
        },
      });
      const checkout = new URL(order.hppUrl);
      checkout.searchParams.set('id', String(order.id));
      checkout.searchParams.set('password', order.password);
      return { reference: String(order.id), checkoutUrl: checkout.toString() };
    },
    async status(reference) {
      const order = await orderOf(reference);
      const transactionId = order.trans?.findLast((tran) => tran.type !== REFUND_TRAN && tran.match?.ridByPmo)?.match
        ?.ridByPmo;
      return {
        status: statusOfOrder(order.status),
        amount: minorOf(order.amount),
        currency: order.currency ?? null,
        ...(transactionId ? { transactionId } : {}),
      };
    },
    async refund(request) {
      if (!/^\d{1,18}$/.test(request.reference)) return { outcome: 'refused', reason: 'unknown_order' };
      let answer;
      try {
        answer = await call(
          'refund',
          `/order/${request.reference}/exec-tran`,
          refundAnswerSchema,
          { tran: { phase: 'Single', amount: decimalAmount(request.amount), type: 'Refund' } },
          true,
        );
      } catch (error) {
        if (error instanceof ProviderRefusal) return { outcome: 'refused', reason: error.code };
        throw error;
      }
      if (answer.tran.pmoResultCode !== KAPITAL_APPROVED)
        return { outcome: 'refused', reason: `pmo_${answer.tran.pmoResultCode}` };
      const refundId = answer.tran.match?.ridByPmo ?? answer.tran.approvalCode;
      return { outcome: 'accepted', ...(refundId ? { refundId } : {}) };
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
