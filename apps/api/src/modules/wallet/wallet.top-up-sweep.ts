import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import type { PaymentStatus } from './payment-provider.ts';
import { askProvider, type PaymentProviders } from './payment-providers.ts';
import { topUps, type TopUpRow } from './wallet.table.ts';

/**
 * How long after its expiry (`TOP_UP_EXPIRY_MINUTES`, the provider's payment window) a pending top-up is left to
 * the customer's own return before the sweep ends it: 15 minutes. A customer who paid in the last minute is usually
 * on the way back, and their return settles it as it does today; the sweep is for those who never come back.
 */
export const TOP_UP_SWEEP_GRACE_MS = 15 * 60_000;
/** Top-ups looked at per page of the round. */
const BATCH = 100;

export interface TopUpSweepDeps {
  db: Db;
  clock: Clock;
  providers: PaymentProviders;
  /** The top-ups' one settling rule (`wallet.top-ups.ts`): credits a success once, under the row lock. */
  settle: (tx: Db, id: number, outcome: Exclude<PaymentStatus, 'pending'>, transactionId?: string) => Promise<TopUpRow>;
}

/**
 * One round of the sweep of abandoned top-ups: each one still pending past its expiry and the grace is asked of the
 * provider (outside any transaction, as the customer's return does). A payment the provider says succeeded or was
 * declined is settled by the one rule — a success credits the wallet once, through the ledger under its key
 * `top-up:{id}`; anything else becomes `expired`, the state a late look already gives it, and no money moves (a
 * pending top-up has no ledger entry). Each row is taken `FOR UPDATE SKIP LOCKED` and checked still pending under
 * the lock, so another host's round, an event or a return in flight is never acted on twice. Answers how many ended.
 */
export async function sweepAbandonedTopUps(deps: TopUpSweepDeps): Promise<number> {
  const { db, providers } = deps;
  const cutoff = new Date(deps.clock.now().getTime() - TOP_UP_SWEEP_GRACE_MS);
  let ended = 0;
  let after = 0;
  for (;;) {
    const page = await db
      .select({
        id: topUps.id,
        reference: topUps.reference,
        provider: topUps.provider,
        amount: topUps.amount,
        currency: topUps.currency,
      })
      .from(topUps)
      .where(and(eq(topUps.state, 'pending'), lt(topUps.expiresAt, cutoff), gt(topUps.id, after)))
      .orderBy(asc(topUps.id))
      .limit(BATCH);
    for (const candidate of page) {
      const report = await askProvider(providers, candidate);
      const status = report?.status ?? null;
      // Not answered: left pending, asked again at the next round (expiring it could lose a payment that arrived).
      if (status === null && candidate.reference) continue;
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: topUps.id })
          .from(topUps)
          .where(and(eq(topUps.id, candidate.id), eq(topUps.state, 'pending')))
          .for('update', { skipLocked: true });
        if (!row) return false;
        if (status && status !== 'pending') await deps.settle(tx, row.id, status, report?.transactionId);
        else await tx.update(topUps).set({ state: 'expired' }).where(eq(topUps.id, row.id));
        return true;
      });
      if (done) ended += 1;
    }
    if (page.length < BATCH) return ended;
    after = page.at(-1)!.id;
  }
}
