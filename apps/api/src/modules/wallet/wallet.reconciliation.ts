import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { reconciliationDays } from './refunds.table.ts';
import { orderDifferences } from './wallet.reconciliation-orders.ts';

/**
 * A difference between a provider's record and ours: which provider, what kind, and our top-up or refund id (none
 * for a provider that did not answer: `unavailable`).
 */
export interface Difference {
  provider: string;
  kind: string;
  topUpId: number | null;
  refundId: number | null;
}

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A refund still waiting for its provider after this long is a difference (money held, nobody told). */
const REFUND_PENDING_MS = 24 * 60 * 60_000;

/**
 * Payme's book of its transactions (`payme_transactions`, written by Payme's own calls: its statement is its call to
 * us, `GetStatement`, not ours to ask) against our top-ups of the day `from`..`to`: a transaction performed whose
 * top-up is not credited; a credited Payme top-up with no performed (or performed-then-cancelled) transaction; a
 * performed amount that is not the top-up's; a transaction cancelled after performing whose credit was not reversed.
 */
async function paymeDifferences(db: Db, from: Date, to: Date): Promise<Difference[]> {
  const rows = await rowsOf<{ kind: string; top_up_id: string }>(
    db,
    sql`select 'performed_not_credited' as kind, t.id as top_up_id from payme_transactions p
          join top_ups t on t.id = p.top_up_id
          where p.state = 2 and t.state <> 'succeeded' and p.perform_time >= ${from.getTime()} and p.perform_time < ${to.getTime()}
        union all
        select 'amount_differs', t.id from payme_transactions p join top_ups t on t.id = p.top_up_id
          where p.state in (2, -2) and p.amount <> t.amount and p.perform_time >= ${from.getTime()} and p.perform_time < ${to.getTime()}
        union all
        select 'cancelled_not_reversed', t.id from payme_transactions p join top_ups t on t.id = p.top_up_id
          where p.state = -2 and p.cancel_time >= ${from.getTime()} and p.cancel_time < ${to.getTime()}
            and t.transaction_id is not null
            and not exists (select 1 from ledger_transactions r where r.reverses_id = t.transaction_id)
        union all
        select 'credited_not_performed', t.id from top_ups t
          where t.provider = 'payme' and t.state = 'succeeded'
            and t.settled_at >= ${from.toISOString()} and t.settled_at < ${to.toISOString()}
            and not exists (select 1 from payme_transactions p where p.top_up_id = t.id and p.state in (2, -2))`,
  );
  return rows.map((row) => ({ provider: 'payme', kind: row.kind, topUpId: Number(row.top_up_id), refundId: null }));
}

/** Refunds of any provider still pending a day after they were asked (the provider never answered). */
async function stuckRefunds(db: Db, before: Date): Promise<Difference[]> {
  const rows = await rowsOf<{ id: string; top_up_id: string; provider: string }>(
    db,
    sql`select id, top_up_id, provider from wallet_refunds where state = 'pending' and created_at < ${before.toISOString()}`,
  );
  return rows.map((row) => ({
    provider: row.provider,
    kind: 'refund_pending',
    topUpId: Number(row.top_up_id),
    refundId: Number(row.id),
  }));
}

/**
 * The daily reconciliation (decision 0043): once per UTC day across every host — the day's row in
 * `reconciliation_days` is taken by one round (`insert … on conflict do nothing`), the others do nothing — it
 * compares the previous day's Payme transactions with our top-ups, asks Bank of Georgia and Kapital for the details
 * of each order of the day's top-ups and refunds (`wallet.reconciliation-orders.ts`; a provider that does not
 * answer is `unavailable`, the others still asked) and lists refunds left pending, counting each
 * difference in `yolla_reconciliation_differences_total{provider,kind}` and logging it by our ids alone (never the
 * customer, the amount or the provider's reference). Answers how many differences it found (0 when another host
 * ran the day).
 */
export async function reconcile(deps: {
  db: Db;
  clock: Clock;
  /** The adapters to ask for their orders' details; none, and only our own records are compared. */
  providers?: PaymentProviders;
  metrics?: Metrics | null;
  warn?: (line: string) => void;
}): Promise<number> {
  const warn = deps.warn ?? ((line: string) => console.warn(line));
  const now = deps.clock.now();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const day = new Date(today.getTime() - 24 * 60 * 60_000);
  const [taken] = await deps.db
    .insert(reconciliationDays)
    .values({ day: day.toISOString().slice(0, 10), ranAt: now })
    .onConflictDoNothing()
    .returning({ day: reconciliationDays.day });
  if (!taken) return 0;
  const differences = [
    ...(await paymeDifferences(deps.db, day, today)),
    ...(deps.providers ? await orderDifferences(deps.db, deps.providers, day, today) : []),
    ...(await stuckRefunds(deps.db, new Date(now.getTime() - REFUND_PENDING_MS))),
  ];
  for (const difference of differences) {
    deps.metrics?.reconciliationDifferences.inc({ provider: difference.provider, kind: difference.kind });
    const topUp = difference.topUpId === null ? '' : `: top-up ${difference.topUpId}`;
    const refund = difference.refundId === null ? '' : ` refund ${difference.refundId}`;
    warn(`reconciliation ${taken.day}: ${difference.provider} ${difference.kind}${topUp}${refund}`);
  }
  await deps.db
    .update(reconciliationDays)
    .set({ differences: differences.length })
    .where(sql`${reconciliationDays.day} = ${taken.day}`);
  return differences.length;
}
