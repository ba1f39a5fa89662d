import type { RefundableTopUp } from '@yolla/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { walletRefunds } from './refunds.table.ts';
import { topUps } from './wallet.table.ts';

/**
 * The customer's succeeded top-ups of a provider that pays back (decision 0043), with what is left of each: the
 * amount less every refund not returned to the balance. Newest first, the latest 50; none left, not listed.
 */
export async function refundableTopUps(
  db: Db,
  providers: PaymentProviders,
  customerId: number,
): Promise<RefundableTopUp[]> {
  const refunded = db
    .select({ topUpId: walletRefunds.topUpId, total: sql<string>`sum(${walletRefunds.amount})`.as('total') })
    .from(walletRefunds)
    .where(and(eq(walletRefunds.customerId, customerId), ne(walletRefunds.state, 'returned')))
    .groupBy(walletRefunds.topUpId)
    .as('refunded');
  const rows = await db
    .select({ topUp: topUps, refunded: refunded.total })
    .from(topUps)
    .leftJoin(refunded, eq(refunded.topUpId, topUps.id))
    .where(and(eq(topUps.customerId, customerId), eq(topUps.state, 'succeeded')))
    .orderBy(sql`${topUps.createdAt} desc`)
    .limit(50);
  return rows
    .filter(({ topUp }) => Boolean(providers.named(topUp.provider)?.refund))
    .map(({ topUp, refunded }) => ({
      top_up_id: String(topUp.id),
      currency: topUp.currency,
      amount: topUp.amount,
      refundable: topUp.amount - Number(refunded ?? 0),
      created_at: topUp.createdAt.toISOString(),
    }))
    .filter((line) => line.refundable > 0);
}
