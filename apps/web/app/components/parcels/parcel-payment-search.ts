import { param, searchSchema, type SearchField, type SearchValues } from '../../lib/search-params.ts';

/** At most this many parcels in one payment (the API's `payParcelsEndpoint` takes 50). */
export const MOST_PARCELS_PAID = 50;

/**
 * Parcel ids, once each, in the order given: `?parcels=1,2` (a link) or `?parcels=1&parcels=2` (the list's GET form
 * of checkboxes), read alike; written as one entry, `1,2`. An entry that is not an id is unreadable.
 */
function parcelIds(): SearchField<string[]> {
  return {
    read: (entries) => {
      const ids = entries.flatMap((entry) => entry.split(',')).filter((id) => id !== '');
      if (ids.some((id) => !/^[1-9]\d{0,15}$/.test(id))) return undefined;
      return [...new Set(ids)].slice(0, MOST_PARCELS_PAID);
    },
    write: (ids) => (ids.length === 0 ? [] : [ids.join(',')]),
    fallback: [],
  };
}

/**
 * `/{lang}/cabinet/wallet/pay`'s query: the parcels to pay, and the page to go back to once paid (checked against
 * the route table before use; the parcel list by default). The parcel list and a parcel's page link here with it.
 */
export const parcelPaymentSearch = searchSchema({
  parcels: parcelIds(),
  back: param.text(500),
});

export type ParcelPaymentQuery = SearchValues<typeof parcelPaymentSearch>;
