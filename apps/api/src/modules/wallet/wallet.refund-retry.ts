import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { RefundOutcome } from './payment-provider.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { walletRefunds, type WalletRefundRow } from './refunds.table.ts';
import { topUps } from './wallet.table.ts';
import { INTENT_CLAIM_MS } from './wallet.top-up-start.ts';

export interface RefundRetryDeps {
  db: Db;
  clock: Clock;
  providers: PaymentProviders;
  /** The refund's one ask of its provider, with its key `refund-<id>` (`wallet.refunds.ts`, step 2). */
  ask: (row: WalletRefundRow) => Promise<RefundOutcome>;
  /** The one settling of the answer under the refund's row lock and this claim (`wallet.refunds.ts`, step 3). */
  conclude: (row: WalletRefundRow, claim: Date, answer: RefundOutcome) => Promise<{ row: WalletRefundRow }>;
}

const UNAVAILABLE: RefundOutcome = { outcome: 'unavailable' };

/**
 * The answer of a retried refund. A provider that answers a key once (`refundKeyed`: Bank of Georgia, the sandbox)
 * is simply asked again. One that does not (Kapital) is first read: if its order already shows this refund — it has
 * paid back at least our settled refunds of the top-up plus this one — the lost answer was an acceptance, settled
 * without asking again; otherwise it is asked. An order that cannot be read leaves the refund pending. The sweep's
 * retry and the customer's own (the same `Idempotency-Key` replayed) both answer through here.
 */
export async function retryAnswer(
  deps: Pick<RefundRetryDeps, 'db' | 'providers' | 'ask'>,
  row: WalletRefundRow,
): Promise<RefundOutcome> {
  const provider = deps.providers.named(row.provider);
  if (!provider || provider.refundKeyed) return deps.ask(row);
  const [topUp] = await deps.db.select().from(topUps).where(eq(topUps.id, row.topUpId));
  if (!provider.orderDetails || !topUp?.reference) return UNAVAILABLE;
  let refunded: number;
  try {
    refunded = (await provider.orderDetails(topUp.reference)).refunded;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'wallet.provider_unavailable') return UNAVAILABLE;
    throw error;
  }
  const [settled] = await deps.db
    .select({ total: sql<string | null>`sum(${walletRefunds.amount})` })
    .from(walletRefunds)
    .where(
      and(eq(walletRefunds.topUpId, row.topUpId), eq(walletRefunds.state, 'settled'), ne(walletRefunds.id, row.id)),
    );
  if (refunded >= Number(settled?.total ?? 0) + row.amount) return { outcome: 'accepted' };
  return deps.ask(row);
}

/**
 * One round of the retry of refunds left pending (decision 0043): each refund pending longer than `afterMs` whose
 * claim is free or stale is taken `FOR UPDATE SKIP LOCKED` and claimed in a short transaction (so many hosts sweep
 * at once, each refund asked by one, and a customer's retry with the key waits), asked again outside any
 * transaction, and its answer settled by the refund's one rule: accepted → settled, refused → the withdrawal reversed
 * onto the balance, unavailable → pending for the next round. Answers how many refunds it ended.
 */
export async function retryPendingRefunds(deps: RefundRetryDeps, afterMs: number): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - afterMs);
  const stale = new Date(now.getTime() - INTENT_CLAIM_MS);
  let ended = 0;
  let after = 0;
  for (;;) {
    const taken = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(walletRefunds)
        .where(
          and(
            eq(walletRefunds.state, 'pending'),
            lt(walletRefunds.createdAt, cutoff),
            gt(walletRefunds.id, after),
            or(isNull(walletRefunds.claimedAt), lt(walletRefunds.claimedAt, stale)),
          ),
        )
        .orderBy(asc(walletRefunds.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const claim = deps.clock.now();
      await tx.update(walletRefunds).set({ claimedAt: claim }).where(eq(walletRefunds.id, row.id));
      return { row, claim };
    });
    if (!taken) return ended;
    after = taken.row.id;
    const { row } = await deps.conclude(taken.row, taken.claim, await retryAnswer(deps, taken.row));
    if (row.state !== 'pending') ended += 1;
  }
}
