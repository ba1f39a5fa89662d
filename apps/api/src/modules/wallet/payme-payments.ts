import { PAYME_ACCOUNT_FIELD, PAYME_STATES } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { paymeTransactions } from './payme.table.ts';

export const PAYME_PROVIDER_NAME = 'payme';

export interface PaymeOptions {
  merchantId: string;
  /** `PAYME_CHECKOUT_URL` without a trailing slash. */
  checkoutUrl: string;
  /** Its own handle, to read its book (`payme_transactions`) on a status read. */
  db: Db;
}

/** The checkout page's language: Russian, Uzbek or English. */
const pageLanguage = (locale: Locale) => (locale === 'ru' || locale === 'uz' ? locale : 'en');

/**
 * Payme's checkout link, as its documentation gives it: `{checkout}/{base64 of "m=<merchant>;ac.<field>=<value>;
 * a=<tiyin>;c=<return url>;l=<language>"}`. A `;` would end a parameter early, so the return URL carries it
 * percent-encoded.
 */
export function paymeCheckoutLink(
  options: Pick<PaymeOptions, 'merchantId' | 'checkoutUrl'>,
  payment: { topUpId: number; amount: number; returnUrl: string; locale: Locale },
): string {
  const parameters = [
    `m=${options.merchantId}`,
    `ac.${PAYME_ACCOUNT_FIELD}=${payment.topUpId}`,
    `a=${payment.amount}`,
    `c=${payment.returnUrl.replaceAll(';', '%3B')}`,
    `l=${pageLanguage(payment.locale)}`,
  ];
  return `${options.checkoutUrl}/${Buffer.from(parameters.join(';')).toString('base64')}`;
}

/**
 * The Payme adapter (Uzbekistan; decision 0042). Payme's Merchant API is the other way round from a bank's: we make
 * no call to start a payment — the customer is sent to Payme's checkout with the top-up in the link — and Payme
 * calls our endpoint (`payme-merchant.ts`) to check, create, perform and cancel its transaction, the perform
 * settling the top-up under its row lock. A status read answers from that book: a performed transaction is paid
 * (its amount, in UZS, and Payme's transaction id); anything else is pending (the customer may still pay, within
 * Payme's 12 hours, and a performed payment credits even an expired top-up). UZS only.
 */
export function createPaymeProvider(options: PaymeOptions): PaymentProvider {
  return {
    name: PAYME_PROVIDER_NAME,
    async createIntent(request) {
      if (request.currency !== 'UZS') throw new ApiError('wallet.currency_not_payable');
      return { reference: String(request.topUpId), checkoutUrl: paymeCheckoutLink(options, request) };
    },
    async status(reference) {
      if (!/^\d{1,18}$/.test(reference)) return { status: 'pending', amount: null, currency: null };
      const [performed] = await options.db
        .select()
        .from(paymeTransactions)
        .where(
          and(eq(paymeTransactions.topUpId, Number(reference)), eq(paymeTransactions.state, PAYME_STATES.performed)),
        );
      if (!performed) return { status: 'pending', amount: null, currency: null };
      return { status: 'succeeded', amount: performed.amount, currency: 'UZS', transactionId: performed.paymeId };
    },
  };
}
