import { z } from 'zod/mini';
import { COUNTRY_PROFILES, type Country } from './countries.ts';
import { decimalMinorSchema } from './parcels.ts';
import { idSchema } from './route-params.ts';

/**
 * The wallet (decision 0037): balances per currency, each the sum of a double-entry ledger in integer minor units
 * (all five currencies have two decimals). USD pays for shipping, TRY for buying in Turkey, the home currency is the
 * customer's own.
 */
export const WALLET_CURRENCIES = ['USD', 'TRY', 'AZN', 'UZS', 'GEL'] as const;
export type WalletCurrency = (typeof WALLET_CURRENCIES)[number];
export const walletCurrencySchema = z.enum(WALLET_CURRENCIES);

/** The balances a customer of `country` holds, in the order the wallet shows them. */
export function walletCurrenciesOf(country: Country): readonly WalletCurrency[] {
  return ['USD', 'TRY', COUNTRY_PROFILES[country].currency];
}

/** What one top-up may be, per currency, in minor units: [least, most]. */
export const TOP_UP_LIMITS: Record<WalletCurrency, readonly [number, number]> = {
  USD: [1_00, 2_000_00],
  TRY: [30_00, 60_000_00],
  AZN: [2_00, 3_400_00],
  UZS: [10_000_00, 25_000_000_00],
  GEL: [3_00, 5_000_00],
};

/** A pending top-up the provider has not confirmed expires after this long (the checkout refuses it since). */
export const TOP_UP_EXPIRY_MINUTES = 30;
/** The conversion's spread over the rates table's rate, in basis points (1.5 %), taken from the amount received. */
export const CONVERSION_SPREAD_BPS = 150;
/** A conversion quote holds this long. */
export const CONVERSION_QUOTE_SECONDS = 60;
/** Ledger lines per page of the wallet's history. */
export const WALLET_LINES_PER_PAGE = 20;

/** The kinds of ledger transaction a customer sees in the history. */
export const WALLET_TRANSACTION_KINDS = [
  'top_up',
  'parcel_payment',
  'refund',
  'conversion',
  'reversal',
  'buy_for_me_payment',
  'courier_payment',
  'withdrawal',
] as const;
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];

export const TOP_UP_STATES = ['pending', 'succeeded', 'declined', 'expired'] as const;
export type TopUpState = (typeof TOP_UP_STATES)[number];

/**
 * The header every money-moving request carries (`idempotent: true` descriptors): the same key with the same body
 * answers the first answer again; with another body 422 `idempotency.key_reused`; while the first still runs, 409
 * `idempotency.in_progress`. The web sends one per form rendering.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/));

/** An amount of money moved: a positive number of minor units. */
export const walletAmountSchema = z.int().check(z.positive());

export const balanceSchema = z.object({ currency: walletCurrencySchema, amount: z.int() });
export type Balance = z.infer<typeof balanceSchema>;

export const walletSchema = z.object({
  data: z.object({
    balances: z.array(balanceSchema),
    /** The latest lines of the history (the dashboard). */
    recent: z.array(z.lazy(() => walletLineSchema)),
  }),
});
export type Wallet = z.infer<typeof walletSchema>['data'];

/** One line of the history: what one ledger transaction did to one of the customer's balances. */
export const walletLineSchema = z.object({
  id: z.string(),
  transaction_id: idSchema,
  kind: z.enum(WALLET_TRANSACTION_KINDS),
  currency: walletCurrencySchema,
  /** Positive: into the balance; negative: out of it. */
  amount: z.int(),
  /** The parcels paid or refunded, the top-up's id, the other currency of a conversion. */
  parcels: z.array(z.string()),
  top_up_id: z.nullable(z.string()),
  counter_currency: z.nullable(walletCurrencySchema),
  /** The buy-for-me or courier order paid or refunded. */
  order: z.nullable(z.object({ kind: z.enum(['buy_for_me', 'courier']), id: z.string() })),
  /** A withdrawal's money back to the card (decision 0043): where it stands at the provider. */
  refund_state: z.optional(z.nullable(z.enum(['pending', 'settled', 'returned']))),
  created_at: z.iso.datetime(),
});
export type WalletLine = z.infer<typeof walletLineSchema>;

const dayQuery = z.optional(z.iso.date());

/** The history's filters (the same for the CSV): a currency, a kind, a period of calendar days (UTC). */
export const walletHistoryFilterSchema = z.object({
  currency: z.optional(walletCurrencySchema),
  kind: z.optional(z.enum(WALLET_TRANSACTION_KINDS)),
  from: dayQuery,
  to: dayQuery,
});
export type WalletHistoryFilter = z.infer<typeof walletHistoryFilterSchema>;

export const walletHistoryQuerySchema = z.extend(walletHistoryFilterSchema, {
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});

export const walletHistorySchema = z.object({
  data: z.array(walletLineSchema),
  meta: z.object({ page: z.int(), per_page: z.int(), total: z.int() }),
});

export const topUpSchema = z.object({
  id: idSchema,
  currency: walletCurrencySchema,
  amount: z.int(),
  state: z.enum(TOP_UP_STATES),
  /** Where the customer pays: the provider's checkout. */
  checkout_url: z.string(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type TopUp = z.infer<typeof topUpSchema>;

/** A path of the web to come back to (`/en/cabinet/wallet/top-ups`): a path on our origin, nothing else. */
export const returnPathSchema = z.string().check(z.regex(/^\/(?![/\\])[A-Za-z0-9\-._~/?=&%]{0,500}$/));

export const topUpRequestSchema = z.object({
  currency: walletCurrencySchema,
  amount: walletAmountSchema,
  /** The web's page the provider sends the customer back to; the top-up's id is appended as `top_up=`. */
  return_path: returnPathSchema,
});
export type TopUpRequest = z.infer<typeof topUpRequestSchema>;

/** The top-up form as a browser posts it (the amount as the customer types it). */
export const topUpFormSchema = z.object({ currency: walletCurrencySchema, amount: decimalMinorSchema });

export const conversionQuoteRequestSchema = z.object({
  from: walletCurrencySchema,
  to: walletCurrencySchema,
  amount: walletAmountSchema,
});
export const conversionFormSchema = z.object({
  from: walletCurrencySchema,
  to: walletCurrencySchema,
  amount: decimalMinorSchema,
});

export const conversionQuoteSchema = z.object({
  id: idSchema,
  from: walletCurrencySchema,
  to: walletCurrencySchema,
  /** Minor units of `from` taken. */
  amount: z.int(),
  /** Minor units of `to` given: at `rate`, less the spread, rounded down. */
  converted: z.int(),
  /** The rates table's rate, exact: a decimal (`1.7`) or, for a reversed or crossed pair, a quotient (`10/17`), as `parseRate` reads. */
  rate: z.string(),
  spread_bps: z.int(),
  expires_at: z.iso.datetime(),
});
export type ConversionQuote = z.infer<typeof conversionQuoteSchema>;

/**
 * Money back to the card (decision 0043): a refund of a succeeded top-up, wholly or partly, through the provider it
 * came from. `pending` holds the money out of the balance while the provider answers; `settled` it was paid back;
 * `returned` the provider refused, and the money is back on the balance.
 */
export const REFUND_STATES = ['pending', 'settled', 'returned'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const refundRequestSchema = z.object({ top_up_id: idSchema, amount: walletAmountSchema });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** The refund form as a browser posts it (the amount as the customer types it). */
export const refundFormSchema = z.object({ top_up_id: idSchema, amount: decimalMinorSchema });

export const refundSchema = z.object({
  id: idSchema,
  top_up_id: idSchema,
  currency: walletCurrencySchema,
  amount: z.int(),
  state: z.enum(REFUND_STATES),
  created_at: z.iso.datetime(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A succeeded card top-up that can still be paid back, and how much of it (`refundable`, minor units). */
export const refundableTopUpSchema = z.object({
  top_up_id: idSchema,
  currency: walletCurrencySchema,
  amount: z.int(),
  refundable: z.int(),
  created_at: z.iso.datetime(),
});
export type RefundableTopUp = z.infer<typeof refundableTopUpSchema>;
