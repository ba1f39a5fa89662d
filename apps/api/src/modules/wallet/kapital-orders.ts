import type { WalletCurrency } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { z } from 'zod';
import type { OrderDetails, PaymentStatus } from './payment-provider.ts';

/**
 * Kapital Bank's e-commerce API as documented (Postman "Ecommerce API Documentation", pg.kapitalbank.az/docs):
 * `POST {api}/order` with `{ order: { typeRid, amount, currency, language, description, hppRedirectUrl } }` answers
 * `{ order: { id, password, hppUrl, status } }`; the customer pays at `{hppUrl}?id={id}&password={password}` and is
 * sent back to `hppRedirectUrl`; `GET {api}/order/{id}` answers `{ order: { id, status, amount, currency } }`; a
 * refusal answers a 4xx/5xx with `{ errorCode, errorDescription }`. Every call carries HTTP Basic authentication.
 */

/** A one-step purchase: authorised and cleared at once ("SMS", single message). */
export const KAPITAL_ORDER_TYPE = 'Order_SMS';
/** The currencies a Kapital Bank merchant order takes; a top-up in another is refused before any call. */
export const KAPITAL_CURRENCIES: readonly WalletCurrency[] = ['AZN', 'USD'];

export const createdOrderSchema = z.object({
  order: z.object({ id: z.number().int().positive(), password: z.string().min(1), hppUrl: z.url() }),
});
/**
 * The order as `GET /order/{id}?tranDetailLevel=2` answers it: its status, amount (a decimal, as a number or a
 * string) and currency, and its transactions, each matched by the processing's reference (`match.ridByPmo`, as the
 * bank's `exec-tran` answers it too), a refund's with its `type` `Refund` and its `amount` (the field names as we
 * assume them: to check against the bank's text, docs/operations.md).
 */
export const orderStatusSchema = z.object({
  order: z.object({
    id: z.number().int(),
    status: z.string().min(1),
    amount: z.union([z.number().nonnegative(), z.string().max(24)]).optional(),
    currency: z.string().max(3).optional(),
    trans: z
      .array(
        z.object({
          type: z.string().max(32).optional(),
          amount: z.union([z.number().nonnegative(), z.string().max(24)]).optional(),
          match: z.object({ ridByPmo: z.string().max(64).optional() }).optional(),
        }),
      )
      .optional(),
  }),
});
export const orderErrorSchema = z.object({ errorCode: z.string().max(64) });

/**
 * A refund of a paid order (decision 0043): `POST {api}/order/{id}/exec-tran` with
 * `{ tran: { phase: 'Single', amount, type: 'Refund' } }` (the amount a decimal string, at most what is left of the
 * order) answers `{ tran: { approvalCode, match: { tranActionId, ridByPmo }, pmoResultCode } }`; `pmoResultCode`
 * `'1'` is approved, any other code refused. From the bank's e-commerce API as its clients use it; to check against
 * the bank's text (docs/operations.md).
 */
export const refundAnswerSchema = z.object({
  tran: z.object({
    pmoResultCode: z.string().max(16),
    approvalCode: z.string().max(32).optional(),
    match: z
      .object({ tranActionId: z.string().max(64).optional(), ridByPmo: z.string().max(64).optional() })
      .optional(),
  }),
});
export const KAPITAL_APPROVED = '1';

/**
 * The documented order statuses. Paid: `FullyPaid`, and `Closed` (closed after payment). Refused for good: the
 * payer refused or the order was cancelled, rejected, declined or expired before payment, or voided or refunded
 * (nothing reached us). Anything else — `Preparing` (not paid yet), `Authorized` and `PartiallyPaid` (not cleared
 * in full), a status the documentation does not list — is pending: asked again at the next return or sweep.
 */
const SUCCEEDED = new Set(['FullyPaid', 'Closed']);
const DECLINED = new Set(['Declined', 'Refused', 'Cancelled', 'Rejected', 'Expired', 'Voided', 'Refunded']);

export function statusOfOrder(status: string): PaymentStatus {
  if (SUCCEEDED.has(status)) return 'succeeded';
  if (DECLINED.has(status)) return 'declined';
  return 'pending';
}

/** The statuses of an order paid at some point: paid, or paid and then refunded in part or in full. */
const PAID = new Set(['FullyPaid', 'Closed', 'PartiallyRefunded', 'Refunded']);
export const REFUND_TRAN = 'Refund';

/** The order's details as the daily reconciliation compares them (decision 0043): its refunds summed. */
export function detailsOfOrder(order: z.output<typeof orderStatusSchema>['order']): OrderDetails {
  const refunds = (order.trans ?? []).filter((tran) => tran.type === REFUND_TRAN);
  return {
    paid: PAID.has(order.status),
    amount: minorOf(order.amount),
    currency: order.currency ?? null,
    refunded: refunds.reduce((sum, tran) => sum + (minorOf(tran.amount) ?? 0), 0),
  };
}

/** The order's decimal amount (`12.5`, `"12.50"`) in minor units, from its digits; null when not a money amount. */
export function minorOf(amount: number | string | undefined): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(String(amount ?? ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the decimal the API takes (`"12.50"`), from the integer digits: never a float's rounding. */
export function decimalAmount(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** The hosted page's language: Azerbaijani, Russian or English. */
export const pageLanguage = (locale: Locale): string => (locale === 'az' || locale === 'ru' ? locale : 'en');

export const basicAuthorization = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
