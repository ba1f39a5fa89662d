import { param, searchSchema } from '../../lib/search-params.ts';

/**
 * `/{lang}/cabinet/addresses`'s query: the new-address form (`?add`), one address's form (`?edit={id}`) or the
 * confirm step of its deletion (`?delete={id}`); the loader answers 404 for an id that is not the customer's.
 * `return` is the courier order being made (`/{lang}/cabinet/orders/new?…`), offered again once an address is saved.
 */
export const addressesSearch = searchSchema({
  add: param.flag(),
  edit: param.id(),
  delete: param.id(),
  return: param.text(500),
});
