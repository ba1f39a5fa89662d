import { param, searchSchema } from '../../lib/search-params.ts';

/** `/{lang}/news`'s query: the page of the list (`?page=2`; the first page has none). */
export const newsSearch = searchSchema({ page: param.page() });
