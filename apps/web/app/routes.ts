import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { PAGES, type PageLayout } from './lib/site-map.ts';

/** The pages of one layout, from the site map's lines, under /:lang. */
function pagesIn(name: PageLayout) {
  return PAGES.filter((page) => page.layout === name).map((page) =>
    page.route === '/:lang' ? index(page.module) : route(page.route.slice('/:lang/'.length), page.module),
  );
}

/**
 * The route table. Every spec path lives under /:lang (az, en, ru, uz, ge); the pages come from the site map
 * (`lib/site-map.ts`, one line per page), the actions and the 404 are here. See docs/routes.md for which spec
 * paths are built and which issue brings the rest.
 */
export default [
  index('routes/root-redirect.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route(':lang', 'routes/lang.tsx', [
    layout('layouts/landing.tsx', pagesIn('landing')),
    layout('layouts/default.tsx', pagesIn('default')),
    layout('layouts/cabinet.tsx', pagesIn('cabinet')),
    route('sign-out', 'routes/sign-out.ts'),
    route('preferences', 'routes/preferences.ts'),
    route('passkey-options', 'routes/passkey-options.ts'),
    route('cabinet/packages/:id/files/:file', 'routes/parcel-file.ts'),
    route('cabinet/wallet/statement.csv', 'routes/wallet-statement.ts'),
    route('cabinet/trendyol-sms/events', 'routes/sms-inbox-events.ts'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('*', 'routes/not-found.tsx', { id: 'routes/not-found-outside-lang' }),
] satisfies RouteConfig;
