import {
  BUY_FOR_ME_OPEN_STATES,
  BUY_FOR_ME_PER_PAGE,
  OPEN_ORDERS_SHOWN,
  type BuyForMeListQuery,
  type BuyForMeState,
  type OpenOrders,
} from '@yolla/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { buyForMeItems, buyForMeOrders, type BuyForMeItemRow } from './buy-for-me.table.ts';

/**
 * The customer's list of buy-for-me orders: a page with its items and the counts of every state, read by prepared
 * statements (the dashboard reads the open ones on every view); a filter's total is taken from the counts.
 */

type FilterKind = 'all' | 'open' | 'status';

function filterOf(kind: FilterKind) {
  if (kind === 'open') return inArray(buyForMeOrders.status, [...BUY_FOR_ME_OPEN_STATES]);
  if (kind === 'status') return eq(buyForMeOrders.status, sql.placeholder('status'));
  return undefined;
}

const pageQuery = (kind: FilterKind) =>
  preparedQuery((db) =>
    db
      .select()
      .from(buyForMeOrders)
      .where(and(eq(buyForMeOrders.customerId, sql.placeholder('customerId')), filterOf(kind)))
      .orderBy(desc(buyForMeOrders.id))
      .limit(BUY_FOR_ME_PER_PAGE)
      .offset(sql.placeholder('offset'))
      .prepare(`buy_for_me_list_${kind}`),
  );

const PAGES = { all: pageQuery('all'), open: pageQuery('open'), status: pageQuery('status') } satisfies Record<
  FilterKind,
  unknown
>;

const countsQuery = preparedQuery((db) =>
  db
    .select({ status: buyForMeOrders.status, total: count() })
    .from(buyForMeOrders)
    .where(eq(buyForMeOrders.customerId, sql.placeholder('customerId')))
    .groupBy(buyForMeOrders.status)
    .prepare('buy_for_me_counts'),
);

/** The items of a page's orders, in their order. */
const pageItemsQuery = preparedQuery((db) =>
  db
    .select()
    .from(buyForMeItems)
    .where(sql`${buyForMeItems.orderId} = any(${sql.placeholder('orderIds')})`)
    .orderBy(asc(buyForMeItems.orderId), asc(buyForMeItems.position))
    .prepare('buy_for_me_page_items'),
);

/** The customer's orders per state. */
export async function countsByState(db: Db, customerId: number): Promise<Partial<Record<BuyForMeState, number>>> {
  const rows = await countsQuery(db).execute({ customerId });
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
}

/** One page of the customer's orders, newest first, with their items, how many the filter has, and the counts. */
export async function listOrders(db: Db, customerId: number, query: BuyForMeListQuery) {
  const kind: FilterKind = query.status === undefined ? 'all' : query.status === 'open' ? 'open' : 'status';
  const [rows, counts] = await Promise.all([
    PAGES[kind](db).execute({ customerId, status: query.status, offset: (query.page - 1) * BUY_FOR_ME_PER_PAGE }),
    countsByState(db, customerId),
  ]);
  const items: BuyForMeItemRow[] =
    rows.length === 0 ? [] : await pageItemsQuery(db).execute({ orderIds: rows.map((row) => row.id) });
  const counted = (states: readonly BuyForMeState[]) => states.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
  const total =
    query.status === undefined
      ? counted(Object.keys(counts) as BuyForMeState[])
      : query.status === 'open'
        ? counted(BUY_FOR_ME_OPEN_STATES)
        : (counts[query.status] ?? 0);
  return { rows, items, total, counts };
}

/** The newest open orders with the first item's description, and (a window over the same rows) how many are open. */
const openQuery = preparedQuery((db) =>
  db
    .select({
      id: buyForMeOrders.id,
      status: buyForMeOrders.status,
      // Named in full: a single-table select writes its own columns unqualified, which the subquery would take as its own.
      title: sql<string | null>`(select first_item.description from ${buyForMeItems} first_item
        where first_item.order_id = ${buyForMeOrders}.id order by first_item.position limit 1)`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(buyForMeOrders)
    .where(
      and(
        eq(buyForMeOrders.customerId, sql.placeholder('customerId')),
        inArray(buyForMeOrders.status, [...BUY_FOR_ME_OPEN_STATES]),
      ),
    )
    .orderBy(desc(buyForMeOrders.id))
    .limit(OPEN_ORDERS_SHOWN)
    .prepare('buy_for_me_open'),
);

/** The dashboard's buy-for-me orders in progress: the newest few and how many, in one statement. */
export async function openOrders(db: Db, customerId: number): Promise<OpenOrders['buy_for_me']> {
  const rows = await openQuery(db).execute({ customerId });
  return {
    items: rows.map((row) => ({ id: String(row.id), status: row.status, title: row.title ?? '' })),
    total: rows[0]?.total ?? 0,
  };
}
