import { randomBytes } from 'node:crypto';
import type { WalletCurrency } from '@yolla/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TestApi } from '../../test/harness.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import { post } from './wallet.ledger.ts';
import { ledgerTransactions } from './wallet.table.ts';

/** What the wallet's tests share: money put in and taken out straight through the ledger, and fresh keys. */

/** The wallet's rate limit lifted, for tests that send many requests as one customer. */
export const LIFTED_WALLET_LIMITS = { WALLET_RATE_IP_MAX: '1000000', WALLET_RATE_ACCOUNT_MAX: '1000000' };

/** A fresh `Idempotency-Key` (32 characters of the allowed alphabet). */
export const newIdempotencyKey = () => randomBytes(16).toString('hex');

/** Credits the customer as a confirmed top-up would (the provider's clearing account pays). */
export function credit(db: Db, customerId: number, currency: WalletCurrency, amount: number) {
  return db.transaction((tx) =>
    post(tx, {
      kind: 'top_up',
      customerId,
      key: `test-top-up:${newIdempotencyKey()}`,
      detail: {},
      legs: [
        { account: { house: 'provider_clearing' }, currency, amount: -amount },
        { account: { customerId }, currency, amount },
      ],
    }),
  );
}

/** Takes money as a parcel payment would (refused below zero, as every movement). */
export function spend(db: Db, customerId: number, currency: WalletCurrency, amount: number, parcels = ['1']) {
  return db.transaction((tx) =>
    post(tx, {
      kind: 'parcel_payment',
      customerId,
      key: `test-payment:${newIdempotencyKey()}`,
      detail: { parcels },
      legs: [
        { account: { customerId }, currency, amount: -amount },
        { account: { house: 'shipping_revenue' }, currency, amount },
      ],
    }),
  );
}

/**
 * Moves a posted transaction and its entries to another moment (the history's period filters need lines of other
 * days). Ledger rows are append-only, so this runs with the session's triggers off (`session_replication_role`),
 * for this one transaction and this connection only: a test fixture, never the product's way.
 */
export async function backdate(db: Db, transactionId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update ledger_transactions set created_at = ${at.toISOString()} where id = ${transactionId}`);
    await tx.execute(
      sql`update ledger_entries set created_at = ${at.toISOString()} where transaction_id = ${transactionId}`,
    );
  });
}

/** Rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The customer's USD balance, as the wallet endpoint answers it. */
export const usdOf = async (api: TestApi, who: SignedIn) =>
  (await callAs(api, who, 'GET', '/wallet'))
    .json()
    .data.balances.find((b: { currency: string }) => b.currency === 'USD').amount as number;

/** How many conversions a quote made (its ledger key is `conversion:<quote id>`). */
export const conversionsOf = async (api: TestApi, quoteId: string) =>
  (
    await api.database.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.key, `conversion:${quoteId}`))
  )[0]!.n;
