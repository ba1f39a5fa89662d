import { buyForMeOrdersEndpoint } from '@yolla/contract';
import { BUY_FOR_ME_OPEN_STATES, BUY_FOR_ME_STATES, type BuyForMeState } from '@yolla/contract/buy-for-me-lists';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { pageCount } from '../../lib/page-count.ts';
import { orderRow } from './buy-for-me-format.server.ts';
import type { BuyForMeListQuery } from './buy-for-me-search.ts';
import type { ListPage } from './buy-for-me-view.ts';

/** The customer's orders as the tab and page ask, with the counts per state for the tabs: one call. */
export async function buyForMeListPage(state: RequestState, query: BuyForMeListQuery): Promise<ListPage> {
  try {
    const { data, meta } = await state.api.call(
      buyForMeOrdersEndpoint,
      { query: { page: query.page, ...(query.status === 'all' ? {} : { status: query.status }) } },
      { toast: false },
    );
    const counts: Partial<Record<BuyForMeState, number>> = {};
    for (const status of BUY_FOR_ME_STATES) counts[status] = meta.counts[status] ?? 0;
    const sum = (states: readonly BuyForMeState[]) => states.reduce((total, each) => total + (counts[each] ?? 0), 0);
    return {
      query,
      list: {
        rows: data.map((order) => orderRow(order, state)),
        total: meta.total,
        pages: pageCount(meta),
        counts,
        open: sum(BUY_FOR_ME_OPEN_STATES),
        all: sum(BUY_FOR_ME_STATES),
      },
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 500) return { query, list: null };
    throw error;
  }
}
