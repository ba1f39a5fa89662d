import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { actionRoutes, pageRoutes } from '../../server/route-table.ts';
import { fill } from '../first-load/pages.ts';
import { stateCookieOf } from '../first-load/page-state.ts';

export const BUILD_DIR = fileURLToPath(new URL('../../build/', import.meta.url));

/** The route table of the production build, as the browser tests walk it. */
export async function routeTable() {
  const build = (await import(pathToFileURL(`${BUILD_DIR}server/index.js`).href)) as ServerBuild;
  return {
    pages: pageRoutes(build.routes).map((page) => ({
      pattern: page.pattern,
      url: fill(page.pattern),
      cabinet: page.ancestors.includes('layouts/cabinet'),
      /** The signed cookie the page needs to render itself (a code on its way, a recovery in progress), if any. */
      state: stateCookieOf(page.pattern),
    })),
    actions: actionRoutes(build.routes).map((route) => ({
      pattern: route.pattern,
      url: fill(route.pattern),
      cabinet: route.ancestors.includes('layouts/cabinet'),
    })),
  };
}
