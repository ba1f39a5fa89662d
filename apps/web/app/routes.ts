import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { PAGES, RESOURCES, type PageLayout } from './lib/site-map.ts';

/** The pages of one layout, from the site map's lines, under /:lang. */
function pagesIn(name: PageLayout) {
  return PAGES.filter((page) => page.layout === name).map((page) =>
    page.route === '/:lang' ? index(page.module) : route(page.route.slice('/:lang/'.length), page.module),
  );
}

/**
 * The route table. Every spec path lives under /:lang (az, en, ru, uz, ge); the pages and the resource routes come
 * from the site map (`lib/site-map.ts`, one line each), the 404 is here. See docs/routes.md for which spec
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
    ...RESOURCES.map((resource) => route(resource.route.slice('/:lang/'.length), resource.module)),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('*', 'routes/not-found.tsx', { id: 'routes/not-found-outside-lang' }),
] satisfies RouteConfig;
