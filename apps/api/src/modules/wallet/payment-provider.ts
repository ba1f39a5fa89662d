import type { Locale } from '@yolla/i18n';
import type { WalletCurrency } from '@yolla/contract';
import type { Db } from '../../db/client.ts';

/** What the provider says of a payment: not (yet) paid, paid, or refused. */
export type PaymentStatus = 'pending' | 'succeeded' | 'declined';

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
 * A payment provider (decision 0037): it creates a payment the customer pays on its checkout page, reports the
 * outcome by a signed event to `POST /api/v1/machine/payments/events` (partner `payment-provider`), and answers a
 * payment's status when asked (the customer's return). `db` is the caller's database handle — the top-up's
 * transaction when creating — which only a provider keeping its book in our database (the sandbox) writes to; a
 * real one calls out over HTTP instead.
 */
export interface PaymentProvider {
  /** Stored with each top-up (`top_ups.provider`): references are unique per provider. */
  readonly name: string;
  createIntent(db: Db, request: IntentRequest): Promise<PaymentIntent>;
  status(db: Db, reference: string): Promise<PaymentStatus>;
}
