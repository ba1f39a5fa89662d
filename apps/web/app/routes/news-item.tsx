import type { Route } from './+types/news-item';
import { NewsArticle, NewsUnavailable } from '../features/news/news-article.tsx';
import { loadNewsItem } from '../features/news/news.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState } from '../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  const item = await loadNewsItem(args.request, args.params.slug, state);
  if (!item) return { head: pageHead(args, 'news.meta'), item, lang: state.lang };
  return {
    head: pageHead(args, 'news.meta', {
      title: item.title,
      description: item.summary,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: item.title,
        description: item.summary,
        datePublished: item.published_on,
        inLanguage: item.locale,
      },
    }),
    item,
    lang: state.lang,
  };
}

export const meta = pageMeta;

export default function NewsItemPage({ loaderData }: Route.ComponentProps) {
  return loaderData.item ? <NewsArticle item={loaderData.item} lang={loaderData.lang} /> : <NewsUnavailable />;
}
