import { eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RefundOutcome, RefundRequest } from './payment-provider.ts';
import { sandboxRefunds } from './refunds.table.ts';
import { statusOf } from './sandbox-payments.ts';
import { sandboxPayments } from './wallet.table.ts';

/**
 * The sandbox's refund (decision 0043), in its own book as a bank keeps its own: once per our refund's key (asked
 * again, the first answer), refused `not_paid` for a payment it never took, `currency` for another currency, and
 * `exceeds` for more than was paid less its earlier refunds — the checks a bank makes on its side.
 */
export async function refundSandboxPayment(
  db: Db,
  request: RefundRequest,
  now: Date,
  laterMs: number,
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, request.reference))
      .for('update');
    const [seen] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.key, request.key));
    if (seen) return { outcome: 'accepted', refundId: seen.key };
    if (!payment || statusOf(payment, now, laterMs) !== 'succeeded') return { outcome: 'refused', reason: 'not_paid' };
    if (payment.currency !== request.currency) return { outcome: 'refused', reason: 'currency' };
    const [refunded] = await tx
      .select({ total: sum(sandboxRefunds.amount).mapWith(Number) })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.reference, request.reference));
    if ((refunded?.total ?? 0) + request.amount > payment.amount) return { outcome: 'refused', reason: 'exceeds' };
    await tx
      .insert(sandboxRefunds)
      .values({ key: request.key, reference: request.reference, amount: request.amount, createdAt: now });
    return { outcome: 'accepted', refundId: request.key };
  });
}
