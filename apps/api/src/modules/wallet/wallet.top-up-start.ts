import { createHash } from 'node:crypto';
import { parseCountry, TOP_UP_EXPIRY_MINUTES, TOP_UP_LIMITS, type TopUp, type TopUpRequest } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/idempotency.table.ts';
import { ApiError } from '../../lib/api-error.ts';
import { formatMinor } from './wallet.format.ts';
import { topUps, type TopUpRow } from './wallet.table.ts';
import { returnUrl, toTopUp, type TopUpDeps } from './wallet.top-ups.ts';

/**
 * How long one start may hold the claim on asking the provider for the payment before a retry with its key may take
 * it over: well past any adapter's timeout (Kapital's 10 s), so only a start that died (a crash, a lost host) is
 * taken over.
 */
export const INTENT_CLAIM_MS = 60_000;

export interface StartedTopUp {
  topUp: TopUp;
  /** The key's top-up answered again (the header `idempotent-replayed`). */
  replayed: boolean;
}

type Customer = { id: number; country: string };

const digestOf = (request: TopUpRequest) =>
  createHash('sha256').update([request.currency, request.amount, request.return_path].join('\n')).digest('hex');

/**
 * Starting a top-up in three steps, none holding a database connection through the provider's call (decision
 * 0042): (1) a short transaction records the top-up pending with its idempotency key, and a claim on asking the
 * provider; (2) the provider's payment is made outside any transaction; (3) a short statement stores its reference
 * and checkout, under the same claim. A retry with the key finds the top-up: with its checkout stored, it answers it
 * again; while the claim is held, 409 `idempotency.in_progress` (retryable); once the claim is stale (the first start
 * died), it takes the claim over and makes the payment. A provider's refusal removes the pending row (nothing
 * names it: no reference, no event, no ledger entry), so the key may try again, as a refused request always could.
 */
export function createTopUpStart(deps: TopUpDeps & { db: Db }) {
  const { db, clock, providers, wallet } = deps;

  async function check(tx: Db, customerId: number, request: TopUpRequest, locale: Locale) {
    const { currency, amount } = request;
    if (!(await wallet.currenciesOf(tx, customerId)).includes(currency)) throw new ApiError('wallet.currency_not_held');
    const [least, most] = TOP_UP_LIMITS[currency];
    if (amount < least || amount > most) {
      const params = { least: formatMinor(least, currency, locale), most: formatMinor(most, currency, locale) };
      throw new ApiError('wallet.amount_out_of_range', {
        fields: { amount: [{ key: 'validation.top_up_range', params }] },
      });
    }
  }

  /** Step 1: the key's top-up, and the claim if this start is to ask the provider (null: answer it as it stands). */
  function record(customer: Customer, request: TopUpRequest, locale: Locale, key: string, provider: string) {
    const digest = digestOf(request);
    return db.transaction(async (tx): Promise<{ row: TopUpRow; claim: Date | null }> => {
      const now = clock.now();
      const [found] = await tx
        .select()
        .from(topUps)
        .where(and(eq(topUps.customerId, customer.id), eq(topUps.idempotencyKey, key)))
        .for('update');
      if (found) {
        if (found.requestDigest !== digest) throw new ApiError('idempotency.key_reused');
        // Stored already, or ended without one (expired: the customer never had its checkout): answered as it is.
        if (found.reference || found.state !== 'pending') return { row: found, claim: null };
        if (found.intentClaimedAt && now.getTime() - found.intentClaimedAt.getTime() < INTENT_CLAIM_MS)
          throw new ApiError('idempotency.in_progress');
        await tx.update(topUps).set({ intentClaimedAt: now }).where(eq(topUps.id, found.id));
        return { row: found, claim: now };
      }
      // A key another money request used (a conversion, a payment) is not this request's.
      const [used] = await tx
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.customerId, customer.id), eq(idempotencyKeys.key, key)));
      if (used) throw new ApiError('idempotency.key_reused');
      await check(tx, customer.id, request, locale);
      const expiresAt = new Date(now.getTime() + TOP_UP_EXPIRY_MINUTES * 60_000);
      const [row] = await tx
        .insert(topUps)
        .values({
          customerId: customer.id,
          currency: request.currency,
          amount: request.amount,
          state: 'pending',
          provider,
          idempotencyKey: key,
          requestDigest: digest,
          intentClaimedAt: now,
          createdAt: now,
          expiresAt,
        })
        .onConflictDoNothing({ target: [topUps.customerId, topUps.idempotencyKey] })
        .returning();
      // The same key's first start committed its row while this one waited: that one asks the provider.
      if (!row) throw new ApiError('idempotency.in_progress');
      return { row, claim: now };
    });
  }

  return async function start(
    customer: Customer,
    request: TopUpRequest,
    locale: Locale,
    key: string,
  ): Promise<StartedTopUp> {
    const provider = providers.forCountry(parseCountry(customer.country));
    const { row, claim } = await record(customer, request, locale, key, provider.name);
    if (!claim) return { topUp: toTopUp(row), replayed: true };
    const ours = and(eq(topUps.id, row.id), isNull(topUps.reference), eq(topUps.intentClaimedAt, claim));
    let intent;
    try {
      // Step 2: no transaction is open here; a slow provider holds no connection.
      intent = await provider.createIntent({
        topUpId: row.id,
        amount: row.amount,
        currency: row.currency,
        returnUrl: returnUrl(deps.origin, request.return_path, row.id),
        expiresAt: row.expiresAt,
        locale,
      });
    } catch (error) {
      await db.delete(topUps).where(ours);
      throw error;
    }
    // Step 3: stored under the claim; a start that took the claim over meanwhile keeps its own payment.
    const [stored] = await db
      .update(topUps)
      .set({ reference: intent.reference, checkoutUrl: intent.checkoutUrl, intentClaimedAt: null })
      .where(ours)
      .returning();
    if (stored) return { topUp: toTopUp(stored), replayed: false };
    const [now] = await db.select().from(topUps).where(eq(topUps.id, row.id));
    if (now?.reference) return { topUp: toTopUp(now), replayed: true };
    throw new ApiError('idempotency.in_progress');
  };
}
