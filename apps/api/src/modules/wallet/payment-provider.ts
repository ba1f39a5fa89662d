import type { Locale } from '@yolla/i18n';
import type { WalletCurrency } from '@yolla/contract';

/** What the provider says of a payment: not (yet) paid, paid, or refused. */
export type PaymentStatus = 'pending' | 'succeeded' | 'declined';

/**
 * What the provider reports of a payment on a status read: its status, the amount (minor units) and currency it
 * holds for it — compared with the top-up's before any credit (decision 0042) — and its own transaction id, kept on
 * the top-up. Amount and currency are null when the provider holds nothing yet.
 */
export interface PaymentReport {
  status: PaymentStatus;
  amount: number | null;
  currency: string | null;
  transactionId?: string;
}

/** What a top-up asks the provider for: one payment of `amount` minor units, paid before `expiresAt`. */
export interface IntentRequest {
  topUpId: number;
  amount: number;
  currency: WalletCurrency;
  /** Where the provider's checkout sends the customer back (an absolute URL on the site's origin). */
  returnUrl: string;
  expiresAt: Date;
  /** The customer's language, for the provider's checkout page. */
  locale: Locale;
}

/** The provider's payment: its reference (the key of its events) and the checkout page to send the customer to. */
export interface PaymentIntent {
  reference: string;
  checkoutUrl: string;
}

/**
 * Money back to the card of one payment (decision 0043): `amount` minor units of `currency`, at most what was paid
 * less earlier refunds. `key` is ours and stable for the refund (`refund-<id>`): asked again (a retry after a timeout
 * or a crash), the provider must not pay twice — it is the bank's idempotency key or its own refund's reference.
 */
export interface RefundRequest {
  reference: string;
  /** The provider's own transaction id of the payment, as its status read reported it (Kapital's refund needs it). */
  transactionId: string | null;
  amount: number;
  currency: WalletCurrency;
  /** The whole payment: some providers refund a whole order by another call than a part of it. */
  whole: boolean;
  key: string;
}

/**
 * The provider's answer to a refund: `accepted` (the money is on its way to the card: settled on our side),
 * `refused` with its short reason code (the money goes back to the balance), or `unavailable` (no answer, a timeout,
 * an answer not in the documented shape: it may or may not have happened, so the refund stays pending and is asked
 * again with its key).
 */
export type RefundOutcome =
  { outcome: 'accepted'; refundId?: string } | { outcome: 'refused'; reason: string } | { outcome: 'unavailable' };

/**
 * What a provider's own record of an order says, for the daily reconciliation (decision 0043): whether the payment
 * went through at some point (paid, or paid and then refunded in part or in full), the amount (minor units) and
 * currency it took, and the minor units it has paid back to the card so far.
 */
export interface OrderDetails {
  paid: boolean;
  amount: number | null;
  currency: string | null;
  refunded: number;
}

/**
 * A payment provider (decisions 0037 and 0042): it creates a payment the customer pays on its checkout page and
 * answers a payment's status when asked (the customer's return, the periodic sweep); some also report the outcome
 * by a signed event to `POST /api/v1/machine/payments/events`. It carries no database handle: recording the top-up
 * is ours (`wallet.top-ups.ts`, under the top-up's row lock), talking to the provider is the adapter's. An adapter
 * that keeps a book of its own (the built-in sandbox) gets its own handle when it is built. Money back to the card is
 * `refund`, beside these two.
 */
export interface PaymentProvider {
  /** Stored with each top-up (`top_ups.provider`): references are unique per provider. */
  readonly name: string;
  /** Made outside any transaction (the top-up is recorded first, decision 0042): it may take its time. */
  createIntent(request: IntentRequest): Promise<PaymentIntent>;
  status(reference: string): Promise<PaymentReport>;
  /**
   * Pays part or all of a payment back to its card (decision 0043), outside any transaction. Absent where the
   * provider takes no refund from the merchant (Payme: it refunds by calling our CancelTransaction itself), so such
   * top-ups are refused 422 `wallet.refund_not_supported` before any money moves.
   */
  refund?(request: RefundRequest): Promise<RefundOutcome>;
  /**
   * Whether a refund asked again with the same `key` is answered once by the provider (Bank of Georgia's
   * `Idempotency-Key`, the sandbox's book). Where it is not (Kapital), a retry first reads `orderDetails`: a refund
   * already made there is settled without asking again.
   */
  readonly refundKeyed?: boolean;
  /**
   * The provider's own record of an order (its reference), for the daily reconciliation and a retried refund's
   * check; `wallet.provider_unavailable` when it does not answer. Absent where the provider offers none to ask.
   */
  orderDetails?(reference: string): Promise<OrderDetails>;
}
