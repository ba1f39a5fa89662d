import { PARCEL_STATES } from '@yolla/contract/parcel-lifecycle';
import { param, searchSchema, type SearchValues } from '../../lib/search-params.ts';

/** The countries parcels come from (the contract's origins), in the filter's order. */
export const PARCEL_ORIGINS = ['TR', 'US', 'CN', 'GB', 'DE', 'AE'] as const;

/** The list's sorts (the contract's `PARCEL_SORTS`, spelled here: the page's query is plain code). */
export const PACKAGE_SORTS = ['newest', 'oldest', 'updated', 'cost'] as const;

/**
 * `/{lang}/cabinet/packages`'s query: the status tab or the statuses chosen (`?status=a&status=b`), the origins,
 * a tracking number or shop (`q`), the sort and the page. A plain GET form sends it without JavaScript; the dashboard
 * and the cabinet's tariffs link to a filtered list with it.
 */
export const packagesSearch = searchSchema({
  status: param.many(PARCEL_STATES),
  origin: param.many(PARCEL_ORIGINS),
  q: param.text(60),
  sort: param.oneOf(PACKAGE_SORTS, 'newest'),
  page: param.page(),
});

export type PackagesQuery = SearchValues<typeof packagesSearch>;
