import { BUY_FOR_ME_STATES } from '@yolla/contract/buy-for-me-lists';
import { param, searchSchema, type SearchValues } from '../../lib/search-params.ts';

/** The list's tabs: every order, the ones still in progress, or one state. */
export const BUY_FOR_ME_TABS = ['all', 'open', ...BUY_FOR_ME_STATES] as const;
export type BuyForMeTab = (typeof BUY_FOR_ME_TABS)[number];

/** `/{lang}/cabinet/buyforme`'s query: the status tab (`?status=open`) and the page. */
export const buyForMeListSearch = searchSchema({
  status: param.oneOf(BUY_FOR_ME_TABS, 'all'),
  page: param.page(),
});
export type BuyForMeListQuery = SearchValues<typeof buyForMeListSearch>;

/**
 * `/{lang}/cabinet/buyforme/new`'s query: which row a "remove item" button removes without JavaScript
 * (`?remove={row from 1}`), and `?draft` when the customer comes back from topping up for the order they reviewed.
 */
export const buyForMeNewSearch = searchSchema({ remove: param.id(), draft: param.flag() });

/** `/{lang}/cabinet/buyforme/{id}`'s query: the confirm step of the cancellation (`?cancel`). */
export const buyForMeOrderSearch = searchSchema({ cancel: param.flag() });
