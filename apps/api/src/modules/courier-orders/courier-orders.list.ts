import { COURIER_OPEN_STATES, COURIER_ORDERS_PER_PAGE, OPEN_ORDERS_SHOWN, type OpenOrders } from '@yolla/contract';
import { LOCALES, type Locale } from '@yolla/i18n';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { cities, CITY_NAME } from '../addresses/addresses.table.ts';
import type { OrderStatusFilter } from './courier-orders.repository.ts';
import { courierOrderParcels, courierOrders } from './courier-orders.table.ts';

/**
 * The customer's list of courier orders: a page and the counts of every status, read by prepared statements (the
 * dashboard reads the open ones on every view); a filter's total is taken from the counts.
 */

const KINDS = ['all', 'open', 'status'] as const;
type FilterKind = (typeof KINDS)[number];

function filterOf(kind: FilterKind) {
  if (kind === 'open') return inArray(courierOrders.status, [...COURIER_OPEN_STATES]);
  if (kind === 'status') return eq(courierOrders.status, sql.placeholder('status'));
  return undefined;
}

const parcelCount = sql<number>`(select count(*)::int from ${courierOrderParcels}
    where ${courierOrderParcels.orderId} = ${courierOrders.id})`;

const pageQuery = (kind: FilterKind, locale: Locale) =>
  preparedQuery((db) =>
    db
      .select({ order: courierOrders, cityName: CITY_NAME[locale], cityCountry: cities.country, parcelCount })
      .from(courierOrders)
      .innerJoin(cities, eq(cities.code, courierOrders.cityCode))
      .where(and(eq(courierOrders.customerId, sql.placeholder('customerId')), filterOf(kind)))
      .orderBy(desc(courierOrders.id))
      .limit(COURIER_ORDERS_PER_PAGE)
      .offset(sql.placeholder('offset'))
      .prepare(`courier_orders_list_${kind}_${locale}`),
  );

const PAGES = Object.fromEntries(
  KINDS.flatMap((kind) => LOCALES.map((locale) => [`${kind}:${locale}`, pageQuery(kind, locale)])),
) as Record<`${FilterKind}:${Locale}`, ReturnType<typeof pageQuery>>;

const countsQuery = preparedQuery((db) =>
  db
    .select({ status: courierOrders.status, n: count() })
    .from(courierOrders)
    .where(eq(courierOrders.customerId, sql.placeholder('customerId')))
    .groupBy(courierOrders.status)
    .prepare('courier_orders_counts'),
);

/** How many orders the customer has in each state, and open ones together (`open`). */
export async function countsByStatus(db: Db, customerId: number): Promise<Record<string, number>> {
  const rows = await countsQuery(db).execute({ customerId });
  const counts: Record<string, number> = { open: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
    if (COURIER_OPEN_STATES.includes(row.status)) counts.open = (counts.open ?? 0) + row.n;
  }
  return counts;
}

/** A page of the customer's orders, newest first, with each one's city name and number of parcels. */
export async function listOrders(db: Db, customerId: number, filter: OrderStatusFilter, page: number, locale: Locale) {
  const kind: FilterKind = filter === undefined ? 'all' : filter === 'open' ? 'open' : 'status';
  const [rows, counts] = await Promise.all([
    PAGES[`${kind}:${locale}`](db).execute({
      customerId,
      status: filter,
      offset: (page - 1) * COURIER_ORDERS_PER_PAGE,
    }),
    countsByStatus(db, customerId),
  ]);
  const total =
    filter === undefined
      ? Object.entries(counts).reduce((sum, [status, n]) => (status === 'open' ? sum : sum + n), 0)
      : (counts[filter] ?? 0);
  return { rows, total, counts };
}

/** The newest open orders with their city, and (a window over the same rows) how many are open; one per locale. */
const openQuery = (locale: Locale) =>
  preparedQuery((db) =>
    db
      .select({
        id: courierOrders.id,
        status: courierOrders.status,
        city: CITY_NAME[locale],
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(courierOrders)
      .innerJoin(cities, eq(cities.code, courierOrders.cityCode))
      .where(and(eq(courierOrders.customerId, sql.placeholder('customerId')), filterOf('open')))
      .orderBy(desc(courierOrders.id))
      .limit(OPEN_ORDERS_SHOWN)
      .prepare(`courier_orders_open_${locale}`),
  );

const OPEN = Object.fromEntries(LOCALES.map((locale) => [locale, openQuery(locale)])) as Record<
  Locale,
  ReturnType<typeof openQuery>
>;

/** The dashboard's courier orders in progress: the newest few and how many, in one statement. */
export async function openOrders(db: Db, customerId: number, locale: Locale): Promise<OpenOrders['courier']> {
  const rows = await OPEN[locale](db).execute({ customerId });
  return {
    items: rows.map((row) => ({ id: String(row.id), status: row.status, city: row.city })),
    total: rows[0]?.total ?? 0,
  };
}
