import { newsEndpoint } from '@yolla/contract';
import { href } from 'react-router';
import type { Route } from './+types/sitemap';
import { ApiRequestError } from '../lib/api.server.ts';
import { requestState, serverOf } from '../lib/request.server.ts';
import { sitemapXml } from '../lib/seo.server.ts';

/** Every news item's path (`/news/{slug}`); none when the API cannot say (the rest of the map still stands). */
async function newsPaths(context: Route.LoaderArgs['context']): Promise<string[]> {
  const { api } = requestState(context);
  try {
    const paths: string[] = [];
    for (let page = 1, pages = 1; page <= pages && page <= 100; page += 1) {
      const answer = await api.call(newsEndpoint, { query: { page, per_page: 50 } }, { toast: false });
      pages = answer.meta.pages;
      paths.push(
        ...answer.data.map((item) => href('/:lang/news/:slug', { lang: 'en', slug: item.slug }).slice('/en'.length)),
      );
    }
    return paths;
  } catch (error) {
    if (error instanceof ApiRequestError) return [];
    throw error;
  }
}

/** `/sitemap.xml`: the public pages and every news item in every language (lib/seo.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = serverOf(context).config.publicUrl ?? new URL(request.url).origin;
  return new Response(sitemapXml(origin, undefined, await newsPaths(context)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
