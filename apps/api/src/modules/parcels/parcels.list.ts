import {
  PARCEL_STATES,
  PARCELS_PER_PAGE,
  type ParcelListQuery,
  type ParcelOverview,
  type ParcelState,
} from '@yolla/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { parcels } from './parcels.table.ts';
import { nextActionOf } from './parcels.views.ts';

/**
 * The customer's parcel list: one page and the counts of every status. The view without a filter — the dashboard's
 * and the list's first view — is read by prepared statements (one per sort), and its total is the sum of the counts.
 */

function listFilter(customerId: number, query: ParcelListQuery): SQL {
  const conditions: SQL[] = [eq(parcels.customerId, customerId)];
  if (query.status.length > 0) conditions.push(inArray(parcels.state, query.status));
  if (query.origin.length > 0) conditions.push(inArray(parcels.origin, query.origin));
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    const search = or(ilike(parcels.trackingNumber, pattern), ilike(parcels.shop, pattern));
    if (search) conditions.push(search);
  }
  return and(...conditions) ?? sql`false`;
}

const ORDER = {
  newest: [desc(parcels.createdAt), desc(parcels.id)],
  oldest: [asc(parcels.createdAt), asc(parcels.id)],
  updated: [desc(parcels.updatedAt), desc(parcels.id)],
  cost: [sql`${parcels.costAmount} desc nulls last`, desc(parcels.id)],
} as const;

/** The two queries of a list page (exported so the scale benchmark can EXPLAIN exactly what the API runs). */
export function parcelListQueries(db: Db, customerId: number, query: ParcelListQuery) {
  const where = listFilter(customerId, query);
  return {
    rows: db
      .select()
      .from(parcels)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(PARCELS_PER_PAGE)
      .offset((query.page - 1) * PARCELS_PER_PAGE),
    total: db.select({ total: count() }).from(parcels).where(where),
    counts: db
      .select({ state: parcels.state, total: count() })
      .from(parcels)
      .where(eq(parcels.customerId, customerId))
      .groupBy(parcels.state),
  };
}

type Sort = ParcelListQuery['sort'];

/** A page of the list without a filter, in one sort. */
const pageQuery = (sort: Sort) =>
  preparedQuery((db) =>
    db
      .select()
      .from(parcels)
      .where(eq(parcels.customerId, sql.placeholder('customerId')))
      .orderBy(...ORDER[sort])
      .limit(PARCELS_PER_PAGE)
      .offset(sql.placeholder('offset'))
      .prepare(`parcels_list_${sort}`),
  );

const UNFILTERED_PAGES = {
  newest: pageQuery('newest'),
  oldest: pageQuery('oldest'),
  updated: pageQuery('updated'),
  cost: pageQuery('cost'),
} satisfies Record<Sort, unknown>;

const countsQuery = preparedQuery((db) =>
  db
    .select({ state: parcels.state, total: count() })
    .from(parcels)
    .where(eq(parcels.customerId, sql.placeholder('customerId')))
    .groupBy(parcels.state)
    .prepare('parcels_counts'),
);

export async function countsByState(db: Db, customerId: number): Promise<Record<ParcelState, number>> {
  const rows = await countsQuery(db).execute({ customerId });
  const counts = Object.fromEntries(PARCEL_STATES.map((state) => [state, 0])) as Record<ParcelState, number>;
  for (const row of rows) counts[row.state] = row.total;
  return counts;
}

const unfiltered = (query: ParcelListQuery) =>
  query.status.length === 0 && query.origin.length === 0 && !query.q?.trim();

/** One page of the customer's parcels, how many match the filter, and the counts of every status. */
export async function listParcels(db: Db, customerId: number, query: ParcelListQuery) {
  if (unfiltered(query)) {
    const offset = (query.page - 1) * PARCELS_PER_PAGE;
    const [rows, counts] = await Promise.all([
      UNFILTERED_PAGES[query.sort](db).execute({ customerId, offset }),
      countsByState(db, customerId),
    ]);
    return { rows, total: Object.values(counts).reduce((sum, n) => sum + n, 0), counts };
  }
  const queries = parcelListQueries(db, customerId, query);
  const [rows, [total], counts] = await Promise.all([queries.rows, queries.total, countsByState(db, customerId)]);
  return { rows, total: total?.total ?? 0, counts };
}

/** The latest parcels (a list page's worth, newest first) with what their next step is read from. */
const latestQuery = preparedQuery((db) =>
  db
    .select({
      id: parcels.id,
      trackingNumber: parcels.trackingNumber,
      state: parcels.state,
      costAmount: parcels.costAmount,
      paidAt: parcels.paidAt,
      deliveryKind: parcels.deliveryKind,
    })
    .from(parcels)
    .where(eq(parcels.customerId, sql.placeholder('customerId')))
    .orderBy(...ORDER.newest)
    .limit(PARCELS_PER_PAGE)
    .prepare('parcels_latest_steps'),
);

/** The dashboard's parcels: the counts of every status, and the latest parcels that wait for the customer. */
export async function parcelOverview(db: Db, customerId: number): Promise<ParcelOverview> {
  const [counts, latest] = await Promise.all([countsByState(db, customerId), latestQuery(db).execute({ customerId })]);
  return {
    counts,
    waiting: latest.flatMap((row) => {
      const next = nextActionOf(row);
      return next
        ? [{ id: String(row.id), tracking_number: row.trackingNumber, state: row.state, next_action: next }]
        : [];
    }),
  };
}
