import type { ServerBuild } from 'react-router';

type Routes = ServerBuild['routes'];
type RouteEntry = NonNullable<Routes[string]>;

/** A page of the route table: its id, its full path pattern (`/:lang/cabinet`) and the ids of the routes above it. */
export interface PageRoute {
  id: string;
  pattern: string;
  ancestors: string[];
}

function chain(routes: Routes, id: string): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) out.unshift(route);
  return out;
}

/**
 * Every page of the route table — a route that renders something and has no child routes — with its full path
 * pattern. Resource routes (form actions that only redirect) are left out, and so are splat routes (`*`, the 404
 * page) unless asked for.
 */
export function pageRoutes(routes: Routes, options: { withSplats?: boolean } = {}): PageRoute[] {
  const parents = new Set(Object.values(routes).map((route) => route?.parentId));
  const pages: PageRoute[] = [];
  for (const [id, route] of Object.entries(routes)) {
    if (!route || id === 'root' || !route.module.default || parents.has(id)) continue;
    const ancestry = chain(routes, id);
    const pattern = `/${ancestry
      .map((r) => r.path ?? '')
      .filter(Boolean)
      .join('/')}`;
    if (pattern.includes('*') && !options.withSplats) continue;
    pages.push({ id, pattern, ancestors: ancestry.map((r) => r.id) });
  }
  return pages.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Every route that takes form posts (it has an action), with its full path pattern and the ids above it. */
export function actionRoutes(routes: Routes): PageRoute[] {
  return Object.entries(routes)
    .filter(([, route]) => route?.module.action)
    .map(([id]) => {
      const ancestry = chain(routes, id);
      const pattern = `/${ancestry
        .map((r) => r.path ?? '')
        .filter(Boolean)
        .join('/')}`;
      return { id, pattern, ancestors: ancestry.map((r) => r.id) };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}
