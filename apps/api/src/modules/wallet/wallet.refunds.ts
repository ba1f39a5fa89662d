import { createHash } from 'node:crypto';
import type { Refund, RefundRequest } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/idempotency.table.ts';
import type { Clock } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { PaymentProvider, RefundOutcome } from './payment-provider.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { walletRefunds, type WalletRefundRow } from './refunds.table.ts';
import { formatMinor } from './wallet.format.ts';
import type { WalletService } from './wallet.service.ts';
import { topUps, type TopUpRow } from './wallet.table.ts';
import { INTENT_CLAIM_MS } from './wallet.top-up-start.ts';
import { refundableTopUps } from './wallet.refundable.ts';
import { retryAnswer, retryPendingRefunds } from './wallet.refund-retry.ts';

export interface RefundDeps {
  db: Db;
  clock: Clock;
  providers: PaymentProviders;
  wallet: Pick<WalletService, 'post' | 'reverse'>;
}

export const toRefund = (row: WalletRefundRow): Refund => ({
  id: String(row.id),
  top_up_id: String(row.topUpId),
  currency: row.currency,
  amount: row.amount,
  state: row.state,
  created_at: row.createdAt.toISOString(),
});

const digestOf = (request: RefundRequest) =>
  createHash('sha256').update([request.top_up_id, request.amount].join('\n')).digest('hex');

/** What is left of a top-up to pay back: its amount less every refund not returned to the balance. */
async function refundableOf(tx: Db, topUp: TopUpRow): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string | null>`sum(${walletRefunds.amount})` })
    .from(walletRefunds)
    .where(and(eq(walletRefunds.topUpId, topUp.id), ne(walletRefunds.state, 'returned')));
  return topUp.amount - Number(row?.total ?? 0);
}

/** Whether a provider pays money back to the card (Payme does not take a merchant's refund: decision 0043). */
const refunds = (provider: PaymentProvider | undefined) => Boolean(provider?.refund);

/**
 * Money back to the card (decision 0043), in the three steps of a top-up's start (decision 0042), none holding a
 * connection through the provider's call: (1) one transaction, under the top-up's row lock, checks what is left to
 * pay back, records the refund with its `Idempotency-Key` and a claim, and moves the money out of the balance into
 * `withdrawals_pending` (refused 409 `wallet.insufficient_funds` if it was spent: the balance never goes below zero);
 * (2) the provider's refund, outside any transaction, with our stable key `refund-<id>`; (3) under the refund's row
 * lock and the same claim, `accepted` settles it (`withdrawals_pending` → `provider_clearing`), `refused` reverses
 * the withdrawal (the money is back on the balance), `unavailable` leaves it pending for the next ask with its key.
 */
export function createRefunds({ db, clock, providers, wallet }: RefundDeps) {
  function record(customerId: number, request: RefundRequest, locale: Locale, key: string) {
    const digest = digestOf(request);
    return db.transaction(async (tx): Promise<{ row: WalletRefundRow; claim: Date | null; again?: true }> => {
      const now = clock.now();
      const [topUp] = await tx
        .select()
        .from(topUps)
        .where(and(eq(topUps.id, Number(request.top_up_id)), eq(topUps.customerId, customerId)))
        .for('update');
      const [found] = await tx
        .select()
        .from(walletRefunds)
        .where(and(eq(walletRefunds.customerId, customerId), eq(walletRefunds.idempotencyKey, key)))
        .for('update');
      if (found) {
        if (found.requestDigest !== digest) throw new ApiError('idempotency.key_reused');
        if (found.state !== 'pending') return { row: found, claim: null };
        if (found.claimedAt && now.getTime() - found.claimedAt.getTime() < INTENT_CLAIM_MS)
          throw new ApiError('idempotency.in_progress');
        await tx.update(walletRefunds).set({ claimedAt: now }).where(eq(walletRefunds.id, found.id));
        return { row: found, claim: now, again: true };
      }
      if (!topUp) throw new ApiError('wallet.top_up_not_found');
      const [used] = await tx
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
      if (used) throw new ApiError('idempotency.key_reused');
      if (topUp.state !== 'succeeded') throw new ApiError('wallet.top_up_not_refundable');
      if (!refunds(providers.named(topUp.provider))) throw new ApiError('wallet.refund_not_supported');
      const left = await refundableOf(tx, topUp);
      if (request.amount > left) {
        const params = { most: formatMinor(Math.max(left, 0), topUp.currency, locale) };
        throw new ApiError('wallet.refund_exceeds_refundable', {
          fields: { amount: [{ key: 'validation.refund_max', params }] },
        });
      }
      const withdrawal = await wallet.post(tx, {
        kind: 'withdrawal',
        customerId,
        key: `withdrawal:${customerId}:${key}`,
        detail: { top_up_id: String(topUp.id) },
        legs: [
          { account: { customerId }, currency: topUp.currency, amount: -request.amount },
          { account: { house: 'withdrawals_pending' }, currency: topUp.currency, amount: request.amount },
        ],
      });
      const [row] = await tx
        .insert(walletRefunds)
        .values({
          customerId,
          topUpId: topUp.id,
          currency: topUp.currency,
          amount: request.amount,
          state: 'pending',
          provider: topUp.provider,
          idempotencyKey: key,
          requestDigest: digest,
          claimedAt: now,
          withdrawalTransactionId: withdrawal.transactionId,
          createdAt: now,
        })
        .onConflictDoNothing({ target: [walletRefunds.customerId, walletRefunds.idempotencyKey] })
        .returning();
      // The same key's first request (for another top-up) committed while this one waited: nothing of this one holds.
      if (!row) throw new ApiError('idempotency.in_progress');
      return { row, claim: now };
    });
  }

  /** Step 2: the provider's refund, outside any transaction; a failure to ask is `unavailable`. */
  async function ask(row: WalletRefundRow): Promise<RefundOutcome> {
    const [topUp] = await db.select().from(topUps).where(eq(topUps.id, row.topUpId));
    const provider = providers.named(row.provider);
    if (!topUp?.reference || !provider?.refund) return { outcome: 'unavailable' };
    try {
      return await provider.refund({
        reference: topUp.reference,
        transactionId: topUp.providerTransactionId,
        amount: row.amount,
        currency: row.currency,
        whole: row.amount === topUp.amount,
        key: `refund-${row.id}`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'wallet.provider_unavailable') return { outcome: 'unavailable' };
      throw error;
    }
  }

  /** Step 3: the provider's answer, under the refund's row lock and this request's claim. */
  function conclude(row: WalletRefundRow, claim: Date, answer: RefundOutcome) {
    return db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(walletRefunds)
        .where(and(eq(walletRefunds.id, row.id), eq(walletRefunds.claimedAt, claim)))
        .for('update');
      // Taken over meanwhile (this request was slower than the claim): the other one concludes it.
      if (!locked || locked.state !== 'pending') return { row: locked ?? row, replayed: true };
      const now = clock.now();
      if (answer.outcome === 'unavailable') {
        await tx.update(walletRefunds).set({ claimedAt: null }).where(eq(walletRefunds.id, row.id));
        return { row: { ...locked, claimedAt: null }, replayed: false };
      }
      if (answer.outcome === 'refused') {
        const returned = await wallet.reverse(tx, locked.withdrawalTransactionId);
        const [done] = await tx
          .update(walletRefunds)
          .set({ state: 'returned', returnTransactionId: returned.transactionId, refusal: answer.reason.slice(0, 64) })
          .where(eq(walletRefunds.id, row.id))
          .returning();
        return { row: done ?? locked, replayed: false };
      }
      const settled = await wallet.post(tx, {
        kind: 'withdrawal',
        customerId: locked.customerId,
        key: `refund-settled:${locked.id}`,
        detail: { top_up_id: String(locked.topUpId), refund_id: String(locked.id) },
        legs: [
          { account: { house: 'withdrawals_pending' }, currency: locked.currency, amount: -locked.amount },
          { account: { house: 'provider_clearing' }, currency: locked.currency, amount: locked.amount },
        ],
      });
      const [done] = await tx
        .update(walletRefunds)
        .set({
          state: 'settled',
          settleTransactionId: settled.transactionId,
          providerRefundId: answer.refundId ?? null,
          claimedAt: null,
          settledAt: now,
        })
        .where(eq(walletRefunds.id, row.id))
        .returning();
      return { row: done ?? locked, replayed: false };
    });
  }

  return {
    async request(customerId: number, request: RefundRequest, locale: Locale, key: string) {
      const { row, claim, again } = await record(customerId, request, locale, key);
      if (!claim) return { refund: toRefund(row), replayed: true };
      // A pending refund asked again (its key replayed): as the sweep asks it, Kapital's order read first.
      const answer = again ? await retryAnswer({ db, providers, ask }, row) : await ask(row);
      const { row: concluded, replayed } = await conclude(row, claim, answer);
      return { refund: toRefund(concluded), replayed };
    },

    /** The sweep's round: refunds pending longer than `afterMs` asked again (`wallet.refund-retry.ts`). */
    retry: (afterMs: number) => retryPendingRefunds({ db, clock, providers, ask, conclude }, afterMs),

    /** The customer's succeeded top-ups of a provider that pays back, with what is left of each (newest first). */
    refundable: (customerId: number) => refundableTopUps(db, providers, customerId),
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
