import { and, asc, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { OrderDetails, PaymentProvider } from './payment-provider.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { Difference } from './wallet.reconciliation.ts';
import { topUps } from './wallet.table.ts';

/** Our side of one order: the top-up's state, amount and currency, and what its settled refunds paid back. */
interface Ours {
  id: number;
  state: string;
  amount: number;
  currency: string;
  refunded: number;
}

/**
 * What differs between a provider's record of an order and our top-up (decision 0043): paid at the provider but not
 * credited by us; credited by us but not paid there; paid with another amount or currency; paid back another amount
 * than our settled refunds. An empty list when they agree (a payment neither side took is no difference).
 */
export function orderDifferenceKinds(ours: Ours, theirs: OrderDetails): string[] {
  const credited = ours.state === 'succeeded';
  if (theirs.paid && !credited) return ['paid_not_credited'];
  if (!theirs.paid) return credited ? ['credited_not_paid'] : [];
  const kinds: string[] = [];
  if (theirs.amount !== ours.amount || theirs.currency !== ours.currency) kinds.push('amount_differs');
  if (theirs.refunded !== ours.refunded) kinds.push('refunded_differs');
  return kinds;
}

/** The top-ups of providers `names` made in `from`..`to`, or refunded then, with what their settled refunds paid. */
function ordersOf(db: Db, names: string[], from: Date, to: Date) {
  const refundedThen = sql`exists (select 1 from wallet_refunds r where r.top_up_id = top_ups.id
    and r.created_at >= ${from.toISOString()} and r.created_at < ${to.toISOString()})`;
  return db
    .select({
      id: topUps.id,
      provider: topUps.provider,
      reference: topUps.reference,
      state: topUps.state,
      amount: topUps.amount,
      currency: topUps.currency,
      refunded: sql<string>`(select coalesce(sum(r.amount), 0) from wallet_refunds r
        where r.top_up_id = top_ups.id and r.state = 'settled')`,
    })
    .from(topUps)
    .where(
      and(
        inArray(topUps.provider, names),
        isNotNull(topUps.reference),
        or(and(gte(topUps.createdAt, from), lt(topUps.createdAt, to)), refundedThen),
      ),
    )
    .orderBy(asc(topUps.id));
}

/**
 * Each provider that offers an order's details (Bank of Georgia, Kapital: `orderDetails`) against our top-ups and
 * refunds of the day `from`..`to`: every order asked, one by one, outside any transaction. A provider that does not
 * answer is one `unavailable` difference, and its remaining orders are not asked that day; the other providers go on.
 */
export async function orderDifferences(
  db: Db,
  providers: PaymentProviders,
  from: Date,
  to: Date,
): Promise<Difference[]> {
  const asked = providers.all().filter((provider) => provider.orderDetails);
  if (asked.length === 0) return [];
  const byName = new Map(asked.map((provider) => [provider.name, provider]));
  const down = new Set<string>();
  const differences: Difference[] = [];
  for (const order of await ordersOf(db, [...byName.keys()], from, to)) {
    const provider = byName.get(order.provider);
    if (!provider || !order.reference || down.has(provider.name)) continue;
    const theirs = await detailsOf(provider, order.reference);
    if (!theirs) {
      down.add(provider.name);
      differences.push({ provider: provider.name, kind: 'unavailable', topUpId: null, refundId: null });
      continue;
    }
    for (const kind of orderDifferenceKinds({ ...order, refunded: Number(order.refunded) }, theirs))
      differences.push({ provider: provider.name, kind, topUpId: order.id, refundId: null });
  }
  return differences;
}

/** The provider's record of an order; null when it did not answer (the adapter logs why). */
async function detailsOf(provider: PaymentProvider, reference: string): Promise<OrderDetails | null> {
  try {
    return (await provider.orderDetails?.(reference)) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'wallet.provider_unavailable') return null;
    throw error;
  }
}
