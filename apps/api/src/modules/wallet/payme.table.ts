import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { topUps } from './wallet.table.ts';

/**
 * Payme's transactions as its Merchant API creates, performs and cancels them (decision 0042): one row per Payme
 * transaction id, for one top-up. Times are Payme's milliseconds since the epoch: `time` is Payme's own (sent with
 * `CreateTransaction`, what `GetStatement` selects by), the others ours. `state` is Payme's: 1 created, 2 performed,
 * -1 cancelled, -2 cancelled after performing. At most one transaction of a top-up is created or performed at once
 * (the partial unique index): a second one for the same top-up is refused.
 */
export const paymeTransactions = pgTable(
  'payme_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymeId: text('payme_id').notNull(),
    topUpId: bigint('top_up_id', { mode: 'number' })
      .notNull()
      .references(() => topUps.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    time: bigint('time', { mode: 'number' }).notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
    performTime: bigint('perform_time', { mode: 'number' }),
    cancelTime: bigint('cancel_time', { mode: 'number' }),
    state: smallint('state').notNull(),
    reason: smallint('reason'),
  },
  (table) => [
    uniqueIndex('payme_transactions_payme_id_key').on(table.paymeId),
    uniqueIndex('payme_transactions_active_key')
      .on(table.topUpId)
      .where(sql`${table.state} in (1, 2)`),
    index('payme_transactions_time_idx').on(table.time),
    check('payme_transactions_state_check', sql`${table.state} in (1, 2, -1, -2)`),
  ],
);

export type PaymeTransactionRow = typeof paymeTransactions.$inferSelect;
