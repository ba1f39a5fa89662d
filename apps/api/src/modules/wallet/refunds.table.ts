import { REFUND_STATES, WALLET_CURRENCIES } from '@yolla/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';
import { ledgerTransactions, topUps } from './wallet.table.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Money back to the card (decision 0043): a refund of part or all of a succeeded top-up through the provider it came
 * from. The withdrawal (`withdrawal_transaction_id`) took the money out of the balance into `withdrawals_pending`
 * when the refund was recorded; the provider's acceptance settles it (`settle_transaction_id`), its refusal reverses
 * the withdrawal (`return_transaction_id`). Keyed, like a top-up's start, by the customer's `Idempotency-Key`.
 */
export const walletRefunds = pgTable(
  'wallet_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    topUpId: bigint('top_up_id', { mode: 'number' })
      .notNull()
      .references(() => topUps.id),
    currency: text('currency', { enum: WALLET_CURRENCIES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull(),
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestDigest: text('request_digest').notNull(),
    /** While set, one request is asking the provider (a retry with the key waits; taken over once stale). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The provider's own id of the refund, when it gives one. */
    providerRefundId: text('provider_refund_id'),
    /** The provider's short reason code of a refusal (never free text from the customer). */
    refusal: text('refusal'),
    withdrawalTransactionId: bigint('withdrawal_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    returnTransactionId: bigint('return_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('wallet_refunds_idempotency_key').on(table.customerId, table.idempotencyKey),
    uniqueIndex('wallet_refunds_withdrawal_key').on(table.withdrawalTransactionId),
    index('wallet_refunds_top_up_idx').on(table.topUpId),
    index('wallet_refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'pending'`),
    check('wallet_refunds_amount_check', sql`${table.amount} > 0`),
    check('wallet_refunds_state_check', sql`${table.state} in (${list(REFUND_STATES)})`),
  ],
);

export type WalletRefundRow = typeof walletRefunds.$inferSelect;

/** The sandbox provider's own book of refunds (what a bank keeps on its side), once per our refund's key. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  key: text('key').primaryKey(),
  reference: text('reference').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The days the reconciliation has run for (decision 0043): a day's row is taken by one host, once. */
export const reconciliationDays = pgTable('reconciliation_days', {
  day: date('day').primaryKey(),
  differences: integer('differences'),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
