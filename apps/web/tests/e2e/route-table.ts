import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { actionRoutes, pageRoutes } from '../../server/route-table.ts';
import { fill } from '../first-load/pages.ts';

export const BUILD_DIR = fileURLToPath(new URL('../../build/', import.meta.url));

/** The route table of the production build, as the browser tests walk it. */
export async function routeTable() {
  const build = (await import(pathToFileURL(`${BUILD_DIR}server/index.js`).href)) as ServerBuild;
  return {
    pages: pageRoutes(build.routes).map((page) => ({
      pattern: page.pattern,
      url: fill(page.pattern),
      cabinet: page.ancestors.includes('layouts/cabinet'),
    })),
    actions: actionRoutes(build.routes).map((route) => ({ pattern: route.pattern, url: fill(route.pattern) })),
  };
}
