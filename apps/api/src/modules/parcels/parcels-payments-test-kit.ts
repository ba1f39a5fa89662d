import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TestApi } from '../../test/harness.ts';
import { callAs, type SignedIn } from '../../test/signed-in.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../wallet/wallet.table.ts';
import { declaration, declare, freshTracking, warehouseEvent } from './parcels-test-kit.ts';
import { walletProbe } from '../../test/wallet-probe.ts';

export { walletProbe };

/** A parcel of the customer weighed abroad: declared, then `received` with a weight, so it has an amount due. */
export async function weighedParcel(api: TestApi, who: SignedIn, weightGrams = 1000) {
  const number = freshTracking('PY');
  const id = (await declare(api, who, declaration(number))).json().data.id as string;
  const received = await warehouseEvent(api, { type: 'received', tracking_number: number, weight_grams: weightGrams });
  if (received.statusCode !== 200) throw new Error(`received: ${received.statusCode} ${received.body}`);
  const detail = (await callAs(api, who, 'GET', `/parcels/${id}`)).json().data;
  return { id, number, cost: detail.cost.amount as number };
}

export const pay = (api: TestApi, who: SignedIn, ids: readonly string[], key = `key-${randomUUID()}`) =>
  callAs(api, who, 'POST', '/parcels/payments', {
    payload: { parcel_ids: ids },
    headers: { 'idempotency-key': key },
  });

export const quote = (api: TestApi, who: SignedIn, ids: readonly string[]) =>
  callAs(api, who, 'GET', `/parcels/payments/quote?ids=${ids.join(',')}`);

export async function usdBalance(api: TestApi, who: SignedIn): Promise<number> {
  const wallet = (await callAs(api, who, 'GET', '/wallet')).json().data;
  return wallet.balances.find((balance: { currency: string }) => balance.currency === 'USD')?.amount ?? 0;
}

/** The customer's ledger: how many transactions of a kind, and the sum of their entries on the customer's account. */
export async function ledgerOf(api: TestApi, customerId: number, kind: 'parcel_payment' | 'refund') {
  const [row] = await api.database.db
    .select({
      transactions: sql<number>`count(distinct ${ledgerTransactions.id})::int`,
      sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.customerId, customerId),
        eq(ledgerTransactions.kind, kind),
        eq(ledgerAccounts.customerId, customerId),
      ),
    );
  return { transactions: row?.transactions ?? 0, customerSum: Number(row?.sum ?? 0) };
}
