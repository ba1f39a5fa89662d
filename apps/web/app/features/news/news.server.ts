import { newsEndpoint, newsItemEndpoint, slugSchema, type NewsItem, type NewsSummary } from '@yolla/contract';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatDay } from '../../lib/format.ts';
import { notFound } from '../../lib/params.server.ts';
import { newsSearch } from './news-search.ts';

export type NewsCard = NewsSummary & { date: string };

export interface NewsList {
  /** null when the news could not be loaded: the page says so and offers a retry. */
  items: NewsCard[] | null;
  page: number;
  pages: number;
}

/**
 * A page of news, newest first. A page number past the last page, or one that is not a page number (0, -1, 1.5,
 * text), is the 404 screen: a list page that does not exist.
 */
export async function loadNewsList(request: Request, state: RequestState): Promise<NewsList> {
  const { values, unreadable } = newsSearch.read(request);
  if (unreadable.length > 0) throw notFound(request);
  const { page } = values;
  try {
    const answer = await state.api.call(newsEndpoint, { query: { page } }, { toast: false });
    if (page > 1 && page > answer.meta.pages) throw notFound(request);
    const items = answer.data.map((item) => ({ ...item, date: formatDay(item.published_on, state.locale) }));
    return { items, page, pages: answer.meta.pages };
  } catch (error) {
    if (error instanceof ApiRequestError) return { items: null, page, pages: page };
    throw error;
  }
}

/**
 * One news item; an unknown or malformed slug is the 404 screen. null when the API cannot answer: the page says
 * so (an outage is not a missing page).
 */
export async function loadNewsItem(
  request: Request,
  slug: string | undefined,
  state: RequestState,
): Promise<(NewsItem & { date: string }) | null> {
  if (!slugSchema.safeParse(slug).success || slug === undefined) throw notFound(request);
  try {
    const { data } = await state.api.call(newsItemEndpoint, { params: { slug } }, { toast: false });
    return { ...data, date: formatDay(data.published_on, state.locale) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound(request);
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}
