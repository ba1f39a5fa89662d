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
 * A payment provider (decisions 0037 and 0042): it creates a payment the customer pays on its checkout page and
 * answers a payment's status when asked (the customer's return, the periodic sweep); some also report the outcome
 * by a signed event to `POST /api/v1/machine/payments/events`. It carries no database handle: recording the top-up
 * is ours (`wallet.top-ups.ts`, under the top-up's row lock), talking to the provider is the adapter's. An adapter
 * that keeps a book of its own (the built-in sandbox) gets its own handle when it is built. A later operation (money
 * back to the card) is a method added here beside these two.
 */
export interface PaymentProvider {
  /** Stored with each top-up (`top_ups.provider`): references are unique per provider. */
  readonly name: string;
  /** Made outside any transaction (the top-up is recorded first, decision 0042): it may take its time. */
  createIntent(request: IntentRequest): Promise<PaymentIntent>;
  status(reference: string): Promise<PaymentReport>;
}
