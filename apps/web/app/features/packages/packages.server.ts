import { parcelsEndpoint, type ParcelState, type ParcelSummary } from '@yolla/contract';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatKilograms, formatMoney } from '../../lib/format.ts';
import { pageCount } from '../../lib/page-count.ts';
import type { PackagesQuery } from '../../components/parcels/packages-search.ts';

/** A row of the list as the page shows it: the parcel with its weight and cost already in the page's locale. */
export interface PackageRow {
  id: string;
  tracking: string;
  shop: string | null;
  origin: ParcelSummary['origin'];
  state: ParcelState;
  weight: string | null;
  cost: string | null;
  nextAction: ParcelSummary['next_action'];
  /** Its amount due may be paid now (the list offers to pay it, alone or with others). */
  payable: boolean;
}

export interface PackagesPage {
  query: PackagesQuery;
  /** null when the API could not give the list (the page says so, with a retry). */
  list: {
    rows: PackageRow[];
    total: number;
    pages: number;
    /** Every parcel of the customer per state (the tabs), whatever the filter. */
    counts: Partial<Record<ParcelState, number>>;
    /** All the customer's parcels: none at all is another empty state than a filter that matches none. */
    all: number;
  } | null;
}

export function toRow(parcel: ParcelSummary, state: Pick<RequestState, 'locale'>): PackageRow {
  return {
    id: String(parcel.id),
    tracking: parcel.tracking_number,
    shop: parcel.shop,
    origin: parcel.origin,
    state: parcel.state,
    weight: parcel.weight_grams === null ? null : formatKilograms(parcel.weight_grams, state.locale),
    cost: parcel.cost === null ? null : formatMoney(parcel.cost, state.locale),
    nextAction: parcel.next_action,
    payable: parcel.next_action === 'pay',
  };
}

/** The customer's parcels as the query asks: filtered, searched, sorted and paged by the API, one call. */
export async function packagesPage(state: RequestState, query: PackagesQuery): Promise<PackagesPage> {
  try {
    const { data, meta } = await state.api.call(
      parcelsEndpoint,
      {
        query: {
          page: query.page,
          status: query.status,
          origin: query.origin,
          sort: query.sort,
          ...(query.q ? { q: query.q } : {}),
        },
      },
      { toast: false },
    );
    const all = Object.values(meta.counts).reduce((sum: number, count) => sum + (count ?? 0), 0);
    return {
      query,
      list: {
        rows: data.map((parcel) => toRow(parcel, state)),
        total: meta.total,
        pages: pageCount(meta),
        counts: meta.counts,
        all,
      },
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 500) return { query, list: null };
    throw error;
  }
}
