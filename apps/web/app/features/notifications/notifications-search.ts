import { param, searchSchema, type SearchValues } from '../../lib/search-params.ts';

/** `/{lang}/cabinet/notifications`'s query: the page of the list (the first is no entry). */
export const notificationsSearch = searchSchema({ page: param.page() });

export type NotificationsQuery = SearchValues<typeof notificationsSearch>;
