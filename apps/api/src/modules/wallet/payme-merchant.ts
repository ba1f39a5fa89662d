import {
  PAYME_ACCOUNT_FIELD,
  PAYME_STATES,
  PAYME_TIMEOUT_MS,
  PAYME_TIMEOUT_REASON,
  type paymeParamsSchemas,
} from '@yolla/contract';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import { cancelled, checked, created, performed, topUpIdOf } from './payme-answers.ts';
import { PaymeError } from './payme-errors.ts';
import { PAYME_PROVIDER_NAME } from './payme-payments.ts';
import { paymeTransactions, type PaymeTransactionRow } from './payme.table.ts';
import type { WalletService } from './wallet.service.ts';
import { topUps, type TopUpRow } from './wallet.table.ts';
import type { TopUps } from './wallet.top-ups.ts';

type Params<M extends keyof typeof paymeParamsSchemas> = z.output<(typeof paymeParamsSchemas)[M]>;

export interface PaymeMerchantDeps {
  db: Db;
  clock: Clock;
  /** The top-ups' one settling rule: a perform credits the top-up once, under its row lock. */
  settle: TopUps['settle'];
  wallet: Pick<WalletService, 'reverse'>;
}

/**
 * Payme's Merchant API methods (decision 0042), each in one transaction. A refusal that must still change the
 * book (a transaction past Payme's 12 hours is cancelled with reason 4, then refused -31008) is returned from the
 * transaction and thrown after its commit. Locks: the top-up's row first, then the Payme transaction's, always.
 */
export function createPaymeMerchant(deps: PaymeMerchantDeps) {
  const { db, clock, settle, wallet } = deps;
  const now = () => clock.now().getTime();

  /** The top-up an account names, still payable, for exactly its amount; locked when asked in a transaction. */
  async function payable(tx: Db, account: Record<string, unknown>, amount: number, lock: boolean) {
    const id = topUpIdOf(account);
    if (id === null) throw new PaymeError('top_up_not_found');
    const query = tx
      .select()
      .from(topUps)
      .where(and(eq(topUps.id, id), eq(topUps.provider, PAYME_PROVIDER_NAME)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new PaymeError('top_up_not_found');
    if (row.state !== 'pending' || row.expiresAt.getTime() <= now()) throw new PaymeError('top_up_not_payable');
    if (amount !== row.amount) throw new PaymeError('wrong_amount');
    return row;
  }

  const byPaymeId = (tx: Db, paymeId: string) =>
    tx.select().from(paymeTransactions).where(eq(paymeTransactions.paymeId, paymeId));

  /** The transaction and its top-up, locked in the one order (top-up, then transaction); null when unknown. */
  async function lockPair(tx: Db, paymeId: string): Promise<[PaymeTransactionRow, TopUpRow] | null> {
    const [found] = await byPaymeId(tx, paymeId);
    if (!found) return null;
    const [topUp] = await tx.select().from(topUps).where(eq(topUps.id, found.topUpId)).for('update');
    const [locked] = await byPaymeId(tx, paymeId).for('update');
    return locked && topUp ? [locked, topUp] : null;
  }

  async function update(tx: Db, id: number, values: Partial<PaymeTransactionRow>) {
    const [row] = await tx.update(paymeTransactions).set(values).where(eq(paymeTransactions.id, id)).returning();
    if (!row) throw new Error('payme transaction vanished');
    return row;
  }

  /** A created transaction past 12 hours: cancelled for the timeout, and the call refused -31008 after commit. */
  async function expireIfLate(tx: Db, row: PaymeTransactionRow): Promise<PaymeError | null> {
    if (now() - row.createTime <= PAYME_TIMEOUT_MS) return null;
    await update(tx, row.id, { state: PAYME_STATES.cancelled, reason: PAYME_TIMEOUT_REASON, cancelTime: now() });
    return new PaymeError('cannot_perform');
  }

  async function run<T>(work: (tx: Db) => Promise<T | PaymeError>): Promise<T> {
    const outcome = await db.transaction(work);
    if (outcome instanceof PaymeError) throw outcome;
    return outcome;
  }

  return {
    async CheckPerformTransaction(params: Params<'CheckPerformTransaction'>) {
      await payable(db, params.account, params.amount, false);
      return { allow: true };
    },

    CreateTransaction: (params: Params<'CreateTransaction'>) =>
      run(async (tx) => {
        let [existing] = await byPaymeId(tx, params.id);
        if (!existing) {
          const topUp = await payable(tx, params.account, params.amount, true);
          // Under the top-up's lock: the same id created meanwhile is that one; another id for it is refused.
          [existing] = await byPaymeId(tx, params.id);
          if (!existing) {
            const active = await tx
              .select({ id: paymeTransactions.id })
              .from(paymeTransactions)
              .where(
                and(
                  eq(paymeTransactions.topUpId, topUp.id),
                  inArray(paymeTransactions.state, [PAYME_STATES.created, PAYME_STATES.performed]),
                ),
              );
            if (active.length) return new PaymeError('top_up_busy');
            const [row] = await tx
              .insert(paymeTransactions)
              .values({
                paymeId: params.id,
                topUpId: topUp.id,
                amount: params.amount,
                time: params.time,
                createTime: now(),
                state: PAYME_STATES.created,
              })
              .returning();
            if (!row) throw new Error('payme transaction not stored');
            return created(row);
          }
        }
        const [locked] = await byPaymeId(tx, params.id).for('update');
        if (!locked || locked.state !== PAYME_STATES.created) return new PaymeError('cannot_perform');
        return (await expireIfLate(tx, locked)) ?? created(locked);
      }),

    PerformTransaction: (params: Params<'PerformTransaction'>) =>
      run(async (tx) => {
        const pair = await lockPair(tx, params.id);
        if (!pair) return new PaymeError('transaction_not_found');
        const [row] = pair;
        if (row.state === PAYME_STATES.performed) return performed(row);
        if (row.state !== PAYME_STATES.created) return new PaymeError('cannot_perform');
        const late = await expireIfLate(tx, row);
        if (late) return late;
        // The one settling rule: credits once (an expired top-up too: the money arrived), Payme's id kept.
        await settle(tx, row.topUpId, 'succeeded', row.paymeId);
        return performed(await update(tx, row.id, { state: PAYME_STATES.performed, performTime: now() }));
      }),

    CancelTransaction: (params: Params<'CancelTransaction'>) =>
      run(async (tx) => {
        const pair = await lockPair(tx, params.id);
        if (!pair) return new PaymeError('transaction_not_found');
        const [row, topUp] = pair;
        if (row.state === PAYME_STATES.created) {
          return cancelled(
            await update(tx, row.id, { state: PAYME_STATES.cancelled, reason: params.reason, cancelTime: now() }),
          );
        }
        if (row.state !== PAYME_STATES.performed) return cancelled(row);
        // Money back only while the balance still holds it: the credit's reversal, refused below zero.
        if (!topUp.transactionId) return new PaymeError('cannot_cancel');
        const credit = topUp.transactionId;
        try {
          await tx.transaction((savepoint) => wallet.reverse(savepoint, credit));
        } catch (error) {
          if (error instanceof ApiError && error.code === 'wallet.insufficient_funds')
            return new PaymeError('cannot_cancel');
          throw error;
        }
        const values = { state: PAYME_STATES.cancelledAfterPerform, reason: params.reason, cancelTime: now() };
        return cancelled(await update(tx, row.id, values));
      }),

    async CheckTransaction(params: Params<'CheckTransaction'>) {
      const [row] = await byPaymeId(db, params.id);
      if (!row) throw new PaymeError('transaction_not_found');
      return checked(row);
    },

    async GetStatement(params: Params<'GetStatement'>) {
      const rows = await db
        .select()
        .from(paymeTransactions)
        .where(between(paymeTransactions.time, params.from, params.to))
        .orderBy(asc(paymeTransactions.time));
      return {
        transactions: rows.map((row) => ({
          id: row.paymeId,
          time: row.time,
          amount: row.amount,
          account: { [PAYME_ACCOUNT_FIELD]: String(row.topUpId) },
          ...checked(row),
        })),
      };
    },
  };
}

export type PaymeMerchant = ReturnType<typeof createPaymeMerchant>;
