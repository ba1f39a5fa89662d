import { COURIER_ORDER_MAX_PARCELS, COURIER_ORDER_STATES } from '@yolla/contract/courier-order-lists';
import { param, searchSchema, type SearchField, type SearchValues } from '../../lib/search-params.ts';

/** `/{lang}/cabinet/orders`' query: the status tab (`open`, one state, or all) and the page number. */
export const ordersSearch = searchSchema({
  status: param.oneOf(['open', ...COURIER_ORDER_STATES], null),
  page: param.page(),
});
export type OrdersQuery = SearchValues<typeof ordersSearch>;

/**
 * Parcel ids, once each, in the order given: `?parcels=1,2` (a link) or `?parcels=1&parcels=2` (the wizard's
 * checkboxes), read alike and written as one entry; an entry that is not an id is unreadable.
 */
function parcelIds(): SearchField<string[]> {
  return {
    read: (entries) => {
      const ids = entries.flatMap((entry) => entry.split(',')).filter((id) => id !== '');
      if (ids.some((id) => !/^[1-9]\d{0,15}$/.test(id))) return undefined;
      return [...new Set(ids)].slice(0, COURIER_ORDER_MAX_PARCELS);
    },
    write: (ids) => (ids.length === 0 ? [] : [ids.join(',')]),
    fallback: [],
  };
}

/**
 * `/{lang}/cabinet/orders/new`'s query, the wizard's state: the chosen parcels, the address, a slot chosen before
 * (kept through a top-up), and `change` to go back to a step. Each step is a GET form carrying the others' choices.
 * `top_up` is the order form's top-up button (a GET of the same form): on to the wallet with the slot picked kept.
 */
export const newOrderSearch = searchSchema({
  parcels: parcelIds(),
  address_id: param.id(),
  slot: param.text(20),
  change: param.oneOf(['parcels', 'address'], null),
  top_up: param.flag(),
});
export type NewOrderQuery = SearchValues<typeof newOrderSearch>;

/** `/{lang}/cabinet/orders/:id`'s query: the cancellation's confirm step (`?cancel`). */
export const orderSearch = searchSchema({ cancel: param.flag() });

/** The addresses page's new-address form (its query, features/addresses), coming back to `return` once saved. */
export const addAddressSearch = searchSchema({ add: param.flag(), return: param.text(500) });
