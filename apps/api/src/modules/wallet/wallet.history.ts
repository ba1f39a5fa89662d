import { WALLET_LINES_PER_PAGE, type WalletHistoryFilter, type WalletLine } from '@yolla/contract';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { walletRefunds } from './refunds.table.ts';
import { ledgerEntries, ledgerTransactions, type LedgerDetail } from './wallet.table.ts';

/** How many lines the dashboard and the wallet's summary show. */
export const RECENT_LINES = 5;

const lineColumns = {
  id: ledgerEntries.id,
  transactionId: ledgerEntries.transactionId,
  kind: ledgerTransactions.kind,
  currency: ledgerEntries.currency,
  amount: ledgerEntries.amount,
  detail: ledgerTransactions.detail,
  createdAt: ledgerEntries.createdAt,
  /** Where a withdrawal's money back to the card stands (decision 0043). */
  refundState: sql<string | null>`(
    select r.state from ${walletRefunds} r where r.withdrawal_transaction_id = ${ledgerEntries.transactionId})`,
  /** The other currency of a conversion (its other customer entry). */
  counterCurrency: sql<string | null>`(
    select other.currency from ${ledgerEntries} other
    where other.transaction_id = ${ledgerEntries.transactionId} and other.customer_id = ${ledgerEntries.customerId}
      and other.currency <> ${ledgerEntries.currency}
    limit 1)`,
};

type LineRow = {
  id: number;
  transactionId: number;
  kind: WalletLine['kind'];
  currency: WalletLine['currency'];
  amount: number;
  detail: LedgerDetail;
  createdAt: Date;
  counterCurrency: string | null;
  refundState: string | null;
};

/** The order a line paid or refunded (decision 0038), from its transaction's detail. */
function orderOf(detail: LedgerDetail): WalletLine['order'] {
  if (detail.buy_for_me_order_id) return { kind: 'buy_for_me', id: detail.buy_for_me_order_id };
  if (detail.courier_order_id) return { kind: 'courier', id: detail.courier_order_id };
  return null;
}

export function toLine(row: LineRow): WalletLine {
  return {
    id: String(row.id),
    transaction_id: String(row.transactionId),
    kind: row.kind,
    currency: row.currency,
    amount: row.amount,
    parcels: row.detail.parcels ?? [],
    top_up_id: row.detail.top_up_id ?? null,
    counter_currency: (row.counterCurrency as WalletLine['counter_currency']) ?? null,
    order: orderOf(row.detail),
    refund_state: (row.refundState as WalletLine['refund_state']) ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The conditions of a filter: the customer's lines, of a currency and kind, from day `from` to day `to` (UTC). */
export function whereOf(customerId: number, filter: WalletHistoryFilter): SQL | undefined {
  const conditions: SQL[] = [eq(ledgerEntries.customerId, customerId)];
  if (filter.currency) conditions.push(eq(ledgerEntries.currency, filter.currency));
  if (filter.kind) conditions.push(eq(ledgerTransactions.kind, filter.kind));
  if (filter.from) conditions.push(gte(ledgerEntries.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    conditions.push(lt(ledgerEntries.createdAt, sql`(${filter.to}::date + 1)::timestamptz`));
  }
  return and(...conditions);
}

function linesQuery(db: Db, customerId: number, filter: WalletHistoryFilter) {
  return db
    .select(lineColumns)
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(whereOf(customerId, filter))
    .orderBy(desc(ledgerEntries.id));
}

/** The newest lines, on the dashboard and the wallet's page at every view. */
const recentQuery = preparedQuery((db) =>
  db
    .select(lineColumns)
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.customerId, sql.placeholder('customerId')))
    .orderBy(desc(ledgerEntries.id))
    .limit(RECENT_LINES)
    .prepare('wallet_recent_lines'),
);

/** The newest lines, for the dashboard and the wallet's summary. */
export async function recentLines(db: Db, customerId: number): Promise<WalletLine[]> {
  const rows = await recentQuery(db).execute({ customerId });
  return rows.map((row) => toLine(row as LineRow));
}

/** One page of the filtered history, newest first, and how many lines the filter has. */
export async function listLines(db: Db, customerId: number, filter: WalletHistoryFilter, page: number) {
  const [rows, [total]] = await Promise.all([
    linesQuery(db, customerId, filter)
      .limit(WALLET_LINES_PER_PAGE)
      .offset((page - 1) * WALLET_LINES_PER_PAGE),
    db
      .select({ total: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(whereOf(customerId, filter)),
  ]);
  return { lines: rows.map((row) => toLine(row as LineRow)), total: total?.total ?? 0 };
}

/** The filtered history in pages of `size`, newest first (by entry id, like the list), for the CSV stream (keyset: never a long offset). */
export async function* allLines(db: Db, customerId: number, filter: WalletHistoryFilter, size = 500) {
  let after: number | null = null;
  for (;;) {
    const cursor = after === null ? undefined : lt(ledgerEntries.id, after);
    const rows: LineRow[] = (await db
      .select(lineColumns)
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(whereOf(customerId, filter), cursor))
      .orderBy(desc(ledgerEntries.id))
      .limit(size)) as LineRow[];
    for (const row of rows) yield toLine(row);
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = last.id;
  }
}
