import type { ServerBuild } from 'react-router';
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
  '*': 'no-such-page',
};

const CABINET_LAYOUT = 'layouts/cabinet';

type Routes = ServerBuild['routes'];

function chain(routes: Routes, id: string): NonNullable<Routes[string]>[] {
  const out: NonNullable<Routes[string]>[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    out.unshift(route);
  }
  return out;
}

function fill(pattern: string): string {
  return pattern.replace(/:(\w+)\??|\*/g, (segment, name?: string) => {
    const key = name ?? '*';
    const value = SAMPLE_PARAMS[key];
    if (value === undefined) throw new Error(`no sample value for the route parameter "${segment}" of ${pattern}`);
    return value;
  });
}

/**
 * Every page of the route table: routes that render something (resource routes, which only redirect or
 * take form posts, are left out), with their full path, a URL to fetch and their budget kind. Pages under the
 * cabinet layout are cabinet pages; everything else (landing, guest, recovery, the 404 page) is public.
 */
export function pagesOf(routes: Routes): PageRoute[] {
  const pages: PageRoute[] = [];
  for (const [id, route] of Object.entries(routes)) {
    if (!route || id === 'root' || !route.module.default) continue;
    const isLeaf = !Object.values(routes).some((other) => other?.parentId === id);
    if (!isLeaf) continue;
    const ancestry = chain(routes, id);
    const segments = ancestry.map((r) => r.path ?? '').filter(Boolean);
    const pattern = `/${segments.join('/')}`;
    pages.push({
      route: pattern,
      url: fill(pattern),
      kind: ancestry.some((r) => r.id === CABINET_LAYOUT) ? 'cabinet' : 'public',
    });
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
