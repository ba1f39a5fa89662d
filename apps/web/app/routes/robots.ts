import type { Route } from './+types/robots';
import { serverOf } from '../lib/request.server.ts';
import { robotsTxt } from '../lib/seo.server.ts';

/** `/robots.txt`: the cabinet and the account steps stay out of search engines (lib/seo.server.ts). */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = serverOf(context).config.publicUrl ?? new URL(request.url).origin;
  return new Response(robotsTxt(origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
