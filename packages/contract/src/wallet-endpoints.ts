import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { idSchema } from './route-params.ts';
import {
  balanceSchema,
  conversionQuoteRequestSchema,
  conversionQuoteSchema,
  refundableTopUpSchema,
  refundRequestSchema,
  refundSchema,
  TOP_UP_STATES,
  topUpRequestSchema,
  topUpSchema,
  walletAmountSchema,
  walletCurrencySchema,
  walletHistoryFilterSchema,
  walletHistoryQuerySchema,
  walletHistorySchema,
  walletSchema,
} from './wallet.ts';

/** The wallet's endpoints (decision 0037); the schemas and constants are in `wallet.ts`. */
const balancesAnswer = z.object({ balances: z.array(balanceSchema), transaction_id: idSchema });

export const walletEndpoint = endpoint({
  method: 'GET',
  path: '/wallet',
  access: 'customer',
  response: walletSchema,
  errors: [],
  tags: ['wallet'],
  summary: 'The customer’s balances per currency and the latest history lines',
});

export const walletHistoryEndpoint = endpoint({
  method: 'GET',
  path: '/wallet/lines',
  access: 'customer',
  query: walletHistoryQuerySchema,
  response: walletHistorySchema,
  errors: [],
  tags: ['wallet'],
  summary: 'The wallet’s history, newest first, filtered and paged',
});

export const walletStatementEndpoint = endpoint({
  method: 'GET',
  path: '/wallet/statement.csv',
  access: 'customer',
  query: walletHistoryFilterSchema,
  response: z.custom<AsyncIterable<Uint8Array> | Uint8Array>(),
  errors: [],
  tags: ['wallet'],
  summary: 'The filtered history as CSV (streamed): ISO 8601 times, amounts as decimals',
});

export const createTopUpEndpoint = endpoint({
  method: 'POST',
  path: '/wallet/top-ups',
  access: 'customer',
  limit: 'wallet',
  idempotent: true,
  body: topUpRequestSchema,
  response: z.object({ data: topUpSchema }),
  errors: [
    'wallet.currency_not_held',
    'wallet.amount_out_of_range',
    'wallet.currency_not_payable',
    'wallet.provider_unavailable',
  ],
  tags: ['wallet'],
  summary: 'Start a top-up: the answer’s checkout_url is the provider’s page',
});

export const topUpEndpoint = endpoint({
  method: 'GET',
  path: '/wallet/top-ups/:id',
  access: 'customer',
  params: z.object({ id: idSchema }),
  response: z.object({ data: topUpSchema }),
  errors: ['wallet.top_up_not_found'],
  tags: ['wallet'],
  summary: 'A top-up’s state; a pending one is checked with the provider (the customer’s return)',
});

export const createRefundEndpoint = endpoint({
  method: 'POST',
  path: '/wallet/refunds',
  access: 'customer',
  limit: 'wallet',
  idempotent: true,
  body: refundRequestSchema,
  response: z.object({ data: refundSchema }),
  errors: [
    'wallet.top_up_not_found',
    'wallet.top_up_not_refundable',
    'wallet.refund_not_supported',
    'wallet.refund_exceeds_refundable',
    'wallet.insufficient_funds',
  ],
  tags: ['wallet'],
  summary: 'Pay an unspent balance back to the card of a top-up (wholly or partly), through its provider',
});

export const refundableTopUpsEndpoint = endpoint({
  method: 'GET',
  path: '/wallet/refunds/refundable',
  access: 'customer',
  response: z.object({ data: z.array(refundableTopUpSchema) }),
  errors: [],
  tags: ['wallet'],
  summary: 'The succeeded card top-ups that can still be paid back, with what is left of each',
});

export const conversionQuoteEndpoint = endpoint({
  method: 'POST',
  path: '/wallet/conversions/quotes',
  access: 'customer',
  limit: 'wallet',
  body: conversionQuoteRequestSchema,
  response: z.object({ data: conversionQuoteSchema }),
  errors: ['wallet.currency_not_held', 'wallet.no_rate', 'wallet.insufficient_funds'],
  tags: ['wallet'],
  summary: 'A conversion quote: the rate, the spread and the amount received, holding for a stated time',
});

export const convertEndpoint = endpoint({
  method: 'POST',
  path: '/wallet/conversions',
  access: 'customer',
  limit: 'wallet',
  idempotent: true,
  body: z.object({ quote_id: idSchema }),
  response: z.object({ data: balancesAnswer, message: z.optional(z.string()) }),
  errors: ['wallet.quote_not_found', 'wallet.quote_expired', 'wallet.insufficient_funds'],
  tags: ['wallet'],
  summary: 'Convert at a quote, as one ledger transaction',
});

/** The payment provider's signed report of a top-up's outcome (the sandbox's too). */
export const paymentEventSchema = z.object({
  event_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)),
  /** The provider's reference of the payment (given when the top-up was created). */
  reference: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)),
  status: z.enum(['succeeded', 'declined']),
  amount: walletAmountSchema,
  currency: walletCurrencySchema,
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export const paymentEventEndpoint = endpoint({
  method: 'POST',
  path: '/payments/events',
  access: 'machine',
  partners: ['payment-provider'],
  limit: 'machine',
  body: paymentEventSchema,
  response: z.object({
    data: z.object({ top_up_id: idSchema, state: z.enum(TOP_UP_STATES), repeated: z.boolean() }),
  }),
  errors: ['wallet.top_up_not_found', 'wallet.payment_mismatch'],
  tags: ['machine'],
  summary: 'A top-up paid or declined at the provider: credits the wallet exactly once',
});

export const payParcelsEndpoint = endpoint({
  method: 'POST',
  path: '/parcels/payments',
  access: 'customer',
  limit: 'wallet',
  idempotent: true,
  body: z.object({ parcel_ids: z.array(idSchema).check(z.minLength(1), z.maxLength(50)) }),
  response: z.object({ data: balancesAnswer, message: z.optional(z.string()) }),
  errors: ['parcels.not_found', 'parcels.not_payable', 'wallet.insufficient_funds'],
  tags: ['parcels', 'wallet'],
  summary: 'Pay the amounts due of one or several parcels from the wallet',
});

export const parcelPaymentQuoteEndpoint = endpoint({
  method: 'GET',
  path: '/parcels/payments/quote',
  access: 'customer',
  query: z.object({ ids: z.string().check(z.regex(/^[1-9]\d{0,15}(,[1-9]\d{0,15}){0,49}$/)) }),
  response: z.object({
    data: z.object({
      parcels: z.array(
        z.object({ id: idSchema, tracking_number: z.string(), amount: z.int(), currency: walletCurrencySchema }),
      ),
      totals: z.array(balanceSchema),
      balances: z.array(balanceSchema),
      /** What is missing per currency (none: the balance covers it). */
      short: z.array(balanceSchema),
    }),
  }),
  errors: ['parcels.not_found', 'parcels.not_payable'],
  tags: ['parcels', 'wallet'],
  summary: 'What paying these parcels costs, and whether the balance covers it',
});
