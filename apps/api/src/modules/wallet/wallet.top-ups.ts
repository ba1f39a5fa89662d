import { createHash } from 'node:crypto';
import type { PaymentEvent, TopUp } from '@yolla/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { PaymentReport, PaymentStatus } from './payment-provider.ts';
import { askProvider, type PaymentProviders } from './payment-providers.ts';
import type { WalletService } from './wallet.service.ts';
import { paymentEvents, topUps, type TopUpRow } from './wallet.table.ts';

export interface TopUpDeps {
  clock: Clock;
  providers: PaymentProviders;
  /** The site's public origin (the one-origin server's, shared by the web and the API): the return URL's. */
  origin: string;
  wallet: Pick<WalletService, 'post' | 'currenciesOf'>;
}

export function toTopUp(row: TopUpRow): TopUp {
  return {
    id: String(row.id),
    currency: row.currency,
    amount: row.amount,
    state: row.state,
    checkout_url: row.checkoutUrl ?? '',
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Where the provider sends the customer back: the web's page with the top-up's id added as `top_up`. */
export function returnUrl(origin: string, returnPath: string, topUpId: number): string {
  return `${origin}${returnPath}${returnPath.includes('?') ? '&' : '?'}top_up=${topUpId}`;
}

/** What one event says, as a digest: the same event id with other content is refused. */
const digestOf = (event: PaymentEvent) =>
  createHash('sha256').update([event.reference, event.status, event.amount, event.currency].join('\n')).digest('hex');

async function lockTopUp(tx: Db, id: number): Promise<TopUpRow> {
  const [row] = await tx.select().from(topUps).where(eq(topUps.id, id)).for('update');
  if (!row) throw new ApiError('wallet.top_up_not_found');
  return row;
}

/**
 * Top-ups through the payment provider (decision 0037). The one rule of money: a top-up credits the wallet exactly
 * once, whichever of the provider's events and the customer's returns come first and however often — `settle`
 * decides under the top-up's row lock, and the ledger's key `top-up:{id}` would refuse a second credit anyway.
 */
export function createTopUps(deps: TopUpDeps) {
  const { clock, providers, wallet } = deps;

  /**
   * Settles a top-up with the provider's outcome, under its row lock. Succeeded credits it once (from pending, and
   * also from expired or declined: the money really arrived); declined only ends a pending one — a succeeded
   * top-up never becomes declined.
   */
  async function settle(
    tx: Db,
    id: number,
    outcome: Exclude<PaymentStatus, 'pending'>,
    transactionId?: string,
  ): Promise<TopUpRow> {
    const row = await lockTopUp(tx, id);
    const now = clock.now();
    // The provider's own id of its transaction, kept as first reported (a later report never rewrites it).
    const provided = transactionId && !row.providerTransactionId ? { providerTransactionId: transactionId } : {};
    if (outcome === 'declined') {
      if (row.state !== 'pending') return row;
      const [declined] = await tx
        .update(topUps)
        .set({ state: 'declined', settledAt: now, ...provided })
        .where(eq(topUps.id, id))
        .returning();
      return declined ?? row;
    }
    if (row.state === 'succeeded') return row;
    const posted = await wallet.post(tx, {
      kind: 'top_up',
      customerId: row.customerId,
      key: `top-up:${row.id}`,
      detail: { top_up_id: String(row.id) },
      legs: [
        { account: { house: 'provider_clearing' }, currency: row.currency, amount: -row.amount },
        { account: { customerId: row.customerId }, currency: row.currency, amount: row.amount },
      ],
    });
    const [credited] = await tx
      .update(topUps)
      .set({ state: 'succeeded', transactionId: posted.transactionId, settledAt: now, ...provided })
      .where(eq(topUps.id, id))
      .returning();
    return credited ?? row;
  }

  return {
    settle,

    /**
     * The provider's signed event, once per event id: an unknown reference is 404, another amount or currency
     * than the top-up's (or an event id seen with other content) 409 `wallet.payment_mismatch`.
     */
    async receive(db: Db, event: PaymentEvent, keyId: string) {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(topUps)
          .where(and(inArray(topUps.provider, [...providers.eventSources]), eq(topUps.reference, event.reference)))
          .for('update');
        if (!found) throw new ApiError('wallet.top_up_not_found');
        const digest = digestOf(event);
        const [recorded] = await tx
          .insert(paymentEvents)
          .values({ eventId: event.event_id, topUpId: found.id, status: event.status, digest, keyId })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (!recorded) {
          const [seen] = await tx.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.event_id));
          if (seen?.digest !== digest) throw new ApiError('wallet.payment_mismatch');
          return { top_up_id: String(found.id), state: found.state, repeated: true };
        }
        if (event.amount !== found.amount || event.currency !== found.currency)
          throw new ApiError('wallet.payment_mismatch');
        const settled = await settle(tx, found.id, event.status);
        return { top_up_id: String(settled.id), state: settled.state, repeated: false };
      });
    },

    /**
     * The customer's return (or any look): another customer's top-up is 404. A pending one is asked of the provider
     * (outside any transaction) and settled like an event; still pending past its expiry, it expires.
     */
    async returnOf(db: Db, customerId: number, id: number): Promise<TopUp> {
      const [row] = await db
        .select()
        .from(topUps)
        .where(and(eq(topUps.id, id), eq(topUps.customerId, customerId)));
      if (!row) throw new ApiError('wallet.top_up_not_found');
      if (row.state !== 'pending') return toTopUp(row);
      const report: PaymentReport | null = row.reference
        ? await askProvider(providers, row)
        : { status: 'pending', amount: null, currency: null };
      const status = report?.status ?? null;
      // The provider did not answer: the top-up stands as it is (never expired on a guess) until the next look.
      if (status === null) return toTopUp(row);
      if (status !== 'pending') {
        return toTopUp(await db.transaction((tx) => settle(tx, id, status, report?.transactionId)));
      }
      if (row.expiresAt > clock.now()) return toTopUp(row);
      return toTopUp(
        await db.transaction(async (tx) => {
          const locked = await lockTopUp(tx, id);
          if (locked.state !== 'pending') return locked;
          const [expired] = await tx.update(topUps).set({ state: 'expired' }).where(eq(topUps.id, id)).returning();
          return expired ?? locked;
        }),
      );
    },
  };
}

export type TopUps = ReturnType<typeof createTopUps>;
