import type { Route } from './+types/news';
import { NewsList } from '../features/news/news-list.tsx';
import { loadNewsList } from '../features/news/news.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageHead } from '../lib/page.server.ts';
import { requestState } from '../lib/request.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const state = requestState(args.context);
  return { head: pageHead(args, 'news.meta'), news: await loadNewsList(args.request, state), lang: state.lang };
}

export const meta = pageMeta;

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  return <NewsList news={loaderData.news} lang={loaderData.lang} />;
}
