import type { Route } from './+types/sitemap';
import { serverOf } from '../lib/request.server.ts';
import { sitemapXml } from '../lib/seo.server.ts';

/** `/sitemap.xml`: the public pages in every language (lib/seo.server.ts). */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = serverOf(context).config.publicUrl ?? new URL(request.url).origin;
  return new Response(sitemapXml(origin), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
