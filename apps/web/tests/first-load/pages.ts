import type { ServerBuild } from 'react-router';
import { pageRoutes } from '../../server/route-table.ts';
import type { PageKind } from './budget.ts';

/** A page of the route table, ready to be fetched. */
export interface PageRoute {
  /** The route's path pattern, e.g. `/:lang/cabinet`. */
  route: string;
  /** A concrete URL for it, e.g. `/en/cabinet`. */
  url: string;
  kind: PageKind;
}

/**
 * Example values for route parameters, so that every page can be fetched. A page with a parameter missing
 * here fails the walk with a message naming it: add a value that the demo data answers with a 200.
 */
export const SAMPLE_PARAMS: Record<string, string> = {
  lang: 'en',
  // A news item of the seeded content (apps/api/src/db/seed/content/news.ts).
  slug: 'frankfurt-warehouse-open',
  // The demo customer's first demo parcel (apps/api/src/db/seed/demo-parcels.ts), the first parcel of the database.
  id: '1',
  // A parcel of the demo customer (apps/api/src/db/seed/demo-parcels.ts): declaring with its number filled in, and
  // its declaration's change page.
  trackingnumber: 'TY2026110400871',
  tracknumber: 'TY2026110400871',
  // Public tracking: a parcel of the second demo customer that no browser test moves (ready for pickup).
  tracking: 'LP00299887766CN',
  '*': 'no-such-page',
};

const CABINET_LAYOUT = 'layouts/cabinet';

export function fill(pattern: string): string {
  return pattern.replace(/:(\w+)\??|\*/g, (segment, name?: string) => {
    const key = name ?? '*';
    const value = SAMPLE_PARAMS[key];
    if (value === undefined) throw new Error(`no sample value for the route parameter "${segment}" of ${pattern}`);
    return value;
  });
}

/**
 * Every page of the route table (the 404 pages included) with a URL to fetch and its budget kind. Pages under the
 * cabinet layout are cabinet pages; everything else (landing, guest, recovery, the 404 page) is public.
 */
export function pagesOf(routes: ServerBuild['routes']): PageRoute[] {
  return pageRoutes(routes, { withSplats: true }).map((page) => ({
    route: page.pattern,
    url: fill(page.pattern),
    kind: page.ancestors.includes(CABINET_LAYOUT) ? 'cabinet' : 'public',
  }));
}
