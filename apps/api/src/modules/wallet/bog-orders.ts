import { createHash } from 'node:crypto';
import type { BogReceipt, WalletCurrency } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { z } from 'zod';
import { minorOf } from './kapital-orders.ts';
import type { OrderDetails, PaymentReport, PaymentStatus } from './payment-provider.ts';

/**
 * Bank of Georgia's Online Payments API as documented (api.bog.ge/docs, "Online Payments"): a token by OAuth 2
 * client credentials (`POST {oauth}` with HTTP Basic `client_id:client_secret` and
 * `grant_type=client_credentials`, answering `{ access_token, token_type, expires_in }`); `POST
 * /payments/v1/ecommerce/orders` with a Bearer token and an `Idempotency-Key` (a UUID) answers `{ id, _links: {
 * redirect: { href } } }`; `GET /payments/v1/receipt/{order_id}` answers the order's details (the contract's
 * `bogReceiptSchema`, the callback's body too).
 */

/** The currencies a Bank of Georgia order takes of ours (it documents GEL, USD, EUR and GBP). */
export const BOG_CURRENCIES: readonly WalletCurrency[] = ['GEL', 'USD'];

export const tokenSchema = z.object({
  access_token: z.string().min(1).max(8192),
  expires_in: z.number().int().positive(),
});
export const createdOrderSchema = z.object({
  id: z.string().min(1).max(64),
  _links: z.object({ redirect: z.object({ href: z.url() }) }),
});
export const bogErrorSchema = z.object({ error: z.string().max(64).optional(), code: z.string().max(64).optional() });

/**
 * The documented status keys. Paid: `completed`. Refused for good: `rejected`, and `refunded` (nothing reached
 * us). Anything else — `created`, `processing`, `refund_requested`, `refunded_partially` (part of it came back:
 * an operator's), the pre-authorisation keys, an undocumented key — is pending: asked again later.
 */
export function statusOfKey(key: string): PaymentStatus {
  if (key === 'completed') return 'succeeded';
  if (key === 'rejected' || key === 'refunded') return 'declined';
  return 'pending';
}

/** What an order's details report: its status, the amount it processed (or was asked) and its currency. */
export function reportOfReceipt(receipt: BogReceipt): PaymentReport {
  const units = receipt.purchase_units;
  const amount = units?.transfer_amount ?? units?.request_amount;
  const transactionId = receipt.payment_detail?.transaction_id;
  return {
    status: statusOfKey(receipt.order_status.key),
    amount: amount === undefined || amount === null ? null : minorOf(amount),
    currency: units?.currency_code ?? null,
    ...(transactionId ? { transactionId } : {}),
  };
}

/** The status keys of an order paid at some point: paid, or paid and then (being) refunded in part or in full. */
const PAID_KEYS = new Set(['completed', 'refund_requested', 'refunded_partially', 'refunded']);

/** The order's details as the daily reconciliation compares them (decision 0043), with what it has refunded. */
export function detailsOfReceipt(receipt: BogReceipt): OrderDetails {
  const units = receipt.purchase_units;
  const amount = units?.transfer_amount ?? units?.request_amount;
  return {
    paid: PAID_KEYS.has(receipt.order_status.key),
    amount: amount === undefined || amount === null ? null : minorOf(amount),
    currency: units?.currency_code ?? null,
    refunded: minorOf(units?.refund_amount ?? 0) ?? 0,
  };
}

/**
 * The order's `Idempotency-Key`, from the top-up — the site's origin, its id and its expiry (fixed when its row is
 * made: a database started afresh, its ids counting from 1 again, still asks for new orders) — as a
 * version-4-shaped UUID: a start retried, or taken over from a start that died, asks for the same order and the
 * bank answers the first.
 */
export function idempotencyKeyOf(origin: string, topUpId: number, expiresAt: Date): string {
  return uuidOf(`yolla top-up ${origin} ${topUpId} ${expiresAt.toISOString()}`);
}

/**
 * A refund's `Idempotency-Key` (decision 0043), from the bank's order id and our refund's stable key: asked again
 * after a timeout, the bank answers the first refund instead of paying twice.
 */
export const refundKeyOf = (orderId: string, key: string) => uuidOf(`yolla refund ${orderId} ${key}`);

/**
 * `POST /payments/v1/payment/refund/{order_id}` (Bearer token, `Idempotency-Key`, an optional `amount`: none refunds
 * the whole order) answers `{ key, message, action_id }`; a refusal is a 4xx with the bank's `code`.
 */
export const refundAnswerSchema = z.object({
  key: z.string().max(64),
  message: z.string().max(500).optional(),
  action_id: z.string().min(1).max(64),
});

/** A version-4-shaped UUID from a SHA-256 of the text: the same text, the same key. */
function uuidOf(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The payment page's language: Georgian or English. */
export const pageLanguage = (locale: Locale): string => (locale === 'ka' ? 'ka' : 'en');

export const basicAuthorization = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
