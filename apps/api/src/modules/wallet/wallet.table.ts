import { TOP_UP_STATES, WALLET_CURRENCIES, WALLET_TRANSACTION_KINDS } from '@yolla/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The house's own accounts, one per currency each; a customer's account has kind `customer`. `withdrawals_pending`
 * holds money on its way back to a card while the provider answers (decision 0043).
 */
export const HOUSE_ACCOUNTS = [
  'provider_clearing',
  'shipping_revenue',
  'fees',
  'conversion',
  'withdrawals_pending',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];
const ACCOUNT_KINDS = ['customer', ...HOUSE_ACCOUNTS] as const;

/**
 * A ledger account: a customer's balance in one currency, or one of the house's (decision 0037). `balance` is kept
 * for customer accounts only, changed in the same transaction as the entries under the account's row lock, and can
 * never go below zero (the check); it always equals the sum of the account's entries. House accounts keep no
 * balance (their sum is asked of the entries), so no payment waits on a house row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    currency: text('currency', { enum: WALLET_CURRENCIES }).notNull(),
    balance: bigint('balance', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_customer_key')
      .on(table.customerId, table.currency)
      .where(sql`${table.customerId} is not null`),
    uniqueIndex('ledger_accounts_house_key')
      .on(table.kind, table.currency)
      .where(sql`${table.customerId} is null`),
    check('ledger_accounts_kind_check', sql`${table.kind} in (${list(ACCOUNT_KINDS)})`),
    check('ledger_accounts_currency_check', sql`${table.currency} in (${list(WALLET_CURRENCIES)})`),
    check(
      'ledger_accounts_owner_check',
      sql`(${table.kind} = 'customer') = (${table.customerId} is not null and ${table.balance} is not null)`,
    ),
    check('ledger_accounts_balance_check', sql`${table.balance} >= 0`),
  ],
);

/**
 * One money movement: its entries sum to zero per currency. Never updated or deleted (a trigger refuses both); a
 * mistake is undone by a new transaction of kind `reversal` naming the one it reverses. `key` makes a movement
 * happen once (`top-up:42`, `parcel-refund:7`, or the customer's idempotency key's scope).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: WALLET_TRANSACTION_KINDS }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    key: text('key').notNull(),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    /** What it was for: `{ parcels: ['12'] }`, `{ top_up_id: '3' }`, `{ quote_id: '5' }`. */
    detail: jsonb('detail').$type<LedgerDetail>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_key').on(table.key),
    uniqueIndex('ledger_transactions_reverses_key').on(table.reversesId),
    check('ledger_transactions_kind_check', sql`${table.kind} in (${list(WALLET_TRANSACTION_KINDS)})`),
  ],
);

export interface LedgerDetail {
  parcels?: string[];
  top_up_id?: string;
  quote_id?: string;
  /** A buy-for-me or courier order's payment or refund (decision 0038). */
  buy_for_me_order_id?: string;
  courier_order_id?: string;
  /** Money back to the card (decision 0043). */
  refund_id?: string;
}

/** One side of a movement: a signed amount in minor units on one account. Never updated or deleted. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The account's currency, repeated so the history filters and sums without a join. */
    currency: text('currency', { enum: WALLET_CURRENCIES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The customer of a customer account's entry (the history's index); null on house entries. */
    customerId: bigint('customer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_account_idx').on(table.accountId),
    index('ledger_entries_customer_idx')
      .on(table.customerId, table.id.desc())
      .where(sql`${table.customerId} is not null`),
    check('ledger_entries_amount_check', sql`${table.amount} <> 0`),
  ],
);

/**
 * A top-up: an intent at the payment provider (`reference`) that credits the wallet once, when the provider's signed
 * event (or the provider's answer on the customer's return) says it succeeded.
 */
export const topUps = pgTable(
  'top_ups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    currency: text('currency', { enum: WALLET_CURRENCIES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state', { enum: TOP_UP_STATES }).notNull(),
    provider: text('provider').notNull(),
    reference: text('reference'),
    checkoutUrl: text('checkout_url'),
    /**
     * The start's `Idempotency-Key` and a digest of its request (decision 0042): a retry with the key finds this
     * top-up instead of starting another, and another request under the key is refused.
     */
    idempotencyKey: text('idempotency_key'),
    requestDigest: text('request_digest'),
    /** While set, one start is asking the provider for the payment (a retry waits; taken over once stale). */
    intentClaimedAt: timestamp('intent_claimed_at', { withTimezone: true }),
    /** The provider's own id of the payment's transaction, as its status read or callback reported it. */
    providerTransactionId: text('provider_transaction_id'),
    /** The ledger transaction that credited it. */
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('top_ups_reference_key').on(table.provider, table.reference),
    uniqueIndex('top_ups_idempotency_key').on(table.customerId, table.idempotencyKey),
    index('top_ups_customer_idx').on(table.customerId, table.createdAt.desc()),
    // The top-up sweep's pending ones past expiry.
    index('top_ups_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.state} = 'pending'`),
    check('top_ups_amount_check', sql`${table.amount} > 0`),
    check('top_ups_state_check', sql`${table.state} in (${list(TOP_UP_STATES)})`),
  ],
);

/** The provider's events as received, once each (`event_id`): a repeat changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  topUpId: bigint('top_up_id', { mode: 'number' })
    .notNull()
    .references(() => topUps.id),
  status: text('status').notNull(),
  digest: text('digest').notNull(),
  keyId: text('key_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A conversion quote: the rate and the amounts, holding until `expires_at`; used at most once. */
export const conversionQuotes = pgTable(
  'conversion_quotes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    fromCurrency: text('from_currency', { enum: WALLET_CURRENCIES }).notNull(),
    toCurrency: text('to_currency', { enum: WALLET_CURRENCIES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    converted: bigint('converted', { mode: 'number' }).notNull(),
    rate: text('rate').notNull(),
    spreadBps: integer('spread_bps').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conversion_quotes_customer_idx').on(table.customerId)],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type TopUpRow = typeof topUps.$inferSelect;
export type ConversionQuoteRow = typeof conversionQuotes.$inferSelect;

/**
 * The built-in sandbox payment provider's own book (decision 0037): what a real provider keeps on its side. Only
 * the sandbox reads and writes it; the wallet knows a payment by its `reference` alone.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  reference: text('reference').primaryKey(),
  currency: text('currency', { enum: WALLET_CURRENCIES }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** Where the checkout sends the customer back (an absolute URL on the web's origin). */
  returnUrl: text('return_url').notNull(),
  /** `open` (not yet answered), `succeeded`, `declined`, `later` (approved, confirmed after a delay). */
  state: text('state', { enum: ['open', 'succeeded', 'declined', 'later'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
});
