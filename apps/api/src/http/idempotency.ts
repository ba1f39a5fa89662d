import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@yolla/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/idempotency.table.ts';
import { ApiError } from '../lib/api-error.ts';

/** Keys are kept at least this long (the issue asks 24 hours). */
export const IDEMPOTENCY_KEEP_HOURS = 48;

export interface IdempotentRequest {
  customerId: number;
  /** The `Idempotency-Key` header as sent (checked here). */
  key: string | string[] | undefined;
  method: string;
  path: string;
  body: unknown;
}

export interface IdempotentAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/**
 * Runs a money-moving request once per customer and key (decision 0037), for the route layer's `idempotent`
 * descriptors. The work and the key's answer share one transaction: a crash or a refusal (an `ApiError`) leaves no
 * answer and moves no money, so the same key may try again; a committed one answers the same again forever after.
 * A request with the key still running is 409 at once (a transaction-scoped advisory lock on the customer and key,
 * taken without waiting); another request under a used key is 422.
 */
export function createIdempotencyStore(db: Db) {
  return {
    async run(
      request: IdempotentRequest,
      work: (tx: Db) => Promise<{ status: number; body: unknown }>,
    ): Promise<IdempotentAnswer> {
      const parsed = idempotencyKeySchema.safeParse(request.key);
      if (!parsed.success) throw new ApiError('idempotency.key_required');
      const key = parsed.data;
      const hash = createHash('sha256')
        .update(`${request.method} ${request.path}\n${JSON.stringify(request.body ?? null)}`)
        .digest('hex');
      return db.transaction(async (tx) => {
        const lockName = `idempotency:${request.customerId}:${key}`;
        const result = await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtextextended(${lockName}, 0)) as locked`,
        );
        // node-postgres and PGlite both answer `{ rows }`.
        const [lock] = (result as unknown as { rows: { locked: boolean }[] }).rows;
        if (!lock?.locked) throw new ApiError('idempotency.in_progress');
        const [seen] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.customerId, request.customerId), eq(idempotencyKeys.key, key)));
        if (seen) {
          if (seen.requestHash !== hash) throw new ApiError('idempotency.key_reused');
          return { status: seen.status, body: seen.body, replayed: true };
        }
        const answer = await work(tx);
        await tx.insert(idempotencyKeys).values({
          customerId: request.customerId,
          key,
          requestHash: hash,
          status: answer.status,
          body: answer.body,
        });
        await tx
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.customerId, request.customerId),
              lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`),
            ),
          );
        return { ...answer, replayed: false };
      });
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
export { IDEMPOTENCY_HEADER };
