import { randomUUID } from 'node:crypto';
import {
  PRICED_STATES,
  walletCurrencySchema,
  type Balance,
  type ParcelState,
  type WalletCurrency,
} from '@yolla/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import { parcelErrors } from './parcels.errors.ts';
import { parcels, type ParcelRow } from './parcels.table.ts';

/**
 * States in which the amount due may be paid: weighed, not yet handed over or returned, and declared (an unknown
 * arrival is declared first: its next step is the declaration, not the payment).
 */
export const PAYABLE_STATES: readonly ParcelState[] = PRICED_STATES.filter((state) => state !== 'unknown_arrival');

export interface AmountDue {
  amount: number;
  currency: WalletCurrency;
}

/** The parcel's shipping cost, when it is set and in a currency the wallet holds. */
function costOf(row: ParcelRow): AmountDue | null {
  const currency = walletCurrencySchema.safeParse(row.costCurrency);
  if (row.costAmount === null || row.costAmount <= 0 || !currency.success) return null;
  return { amount: row.costAmount, currency: currency.data };
}

/** What the customer still owes for the parcel: its cost while unpaid (null: nothing, or not yet known). */
export function amountDue(row: ParcelRow): AmountDue | null {
  return row.paidAt === null ? costOf(row) : null;
}

function payable(row: ParcelRow): AmountDue {
  const due = amountDue(row);
  if (!due || !PAYABLE_STATES.includes(row.state)) throw new ApiError('parcels.not_payable');
  return due;
}

/** `1,2,2` → [1, 2]: the ids of a quote's query, once each, in id order. */
export function parseParcelIds(ids: string | readonly string[]): number[] {
  const list = typeof ids === 'string' ? ids.split(',') : ids;
  return [...new Set(list.map(Number))].sort((a, b) => a - b);
}

/**
 * The customer's parcels of these ids in id order (locked until the transaction ends when `lock`), each with what
 * it costs: another's or an unknown id is 404 for all of them, one that is not payable 409.
 */
async function duesOf(db: Db, customerId: number, ids: readonly number[], lock: boolean) {
  const query = db
    .select()
    .from(parcels)
    .where(and(eq(parcels.customerId, customerId), inArray(parcels.id, [...ids])))
    .orderBy(asc(parcels.id));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length !== ids.length) throw parcelErrors.notFound();
  return rows.map((row) => ({ row, due: payable(row) }));
}

function totalsOf(dues: readonly { due: AmountDue }[]): Balance[] {
  const totals = new Map<WalletCurrency, number>();
  for (const { due } of dues) totals.set(due.currency, (totals.get(due.currency) ?? 0) + due.amount);
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}

/**
 * Paying parcels from the wallet (decision 0037): one ledger movement per payment, from the customer's balance to
 * the house's shipping revenue, in the transaction that marks the parcels paid. The parcels are locked first, in id
 * order, then the customer's accounts (by the ledger), the same order a warehouse event's refund takes.
 */
export function createParcelPayments({ db, wallet }: { db: Db; wallet: Services['wallet'] }) {
  return {
    async quote(customerId: number, ids: readonly number[]) {
      const dues = await duesOf(db, customerId, ids, false);
      const totals = totalsOf(dues);
      const balances = await wallet.balances(db, customerId);
      const short = totals
        .map(({ currency, amount }) => ({
          currency,
          amount: amount - (balances.find((balance) => balance.currency === currency)?.amount ?? 0),
        }))
        .filter((missing) => missing.amount > 0);
      return {
        parcels: dues.map(({ row, due }) => ({ id: String(row.id), tracking_number: row.trackingNumber, ...due })),
        totals,
        balances,
        short,
      };
    },

    /** In the request's transaction (`tx`): all of it or, on any refusal, none. */
    async pay(tx: Db, customerId: number, ids: readonly number[], now: Date) {
      const dues = await duesOf(tx, customerId, ids, true);
      const totals = totalsOf(dues);
      const posted = await wallet.post(tx, {
        kind: 'parcel_payment',
        customerId,
        key: `parcel-payment:${randomUUID()}`,
        detail: { parcels: dues.map(({ row }) => String(row.id)) },
        legs: totals.flatMap(({ currency, amount }) => [
          { account: { customerId }, currency, amount: -amount },
          { account: { house: 'shipping_revenue' as const }, currency, amount },
        ]),
      });
      await tx
        .update(parcels)
        .set({ paidAt: now, paymentTransactionId: posted.transactionId, updatedAt: now })
        .where(inArray(parcels.id, [...ids]));
      return { balances: await wallet.balances(tx, customerId), transaction_id: String(posted.transactionId) };
    },
  };
}

/** The hand-over refuses a parcel whose amount due is unpaid (409 `parcels.unpaid`). */
export function assertPaid(row: ParcelRow): void {
  if (amountDue(row)) throw new ApiError('parcels.unpaid');
}

/**
 * A returned parcel's payment goes back to the wallet, in the event's transaction, once (the key): from the house's
 * shipping revenue to the customer's balance, the parcel's own cost (a parcel paid with others gets its share).
 */
export async function refundReturned(tx: Db, wallet: Services['wallet'], row: ParcelRow): Promise<void> {
  const cost = costOf(row);
  if (row.paidAt === null || row.customerId === null || !cost) return;
  await wallet.post(tx, {
    kind: 'refund',
    customerId: row.customerId,
    key: `parcel-refund:${row.id}`,
    detail: { parcels: [String(row.id)] },
    legs: [
      { account: { house: 'shipping_revenue' }, currency: cost.currency, amount: -cost.amount },
      { account: { customerId: row.customerId }, currency: cost.currency, amount: cost.amount },
    ],
  });
}
