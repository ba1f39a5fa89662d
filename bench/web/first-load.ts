/**
 * First-load weight of the built web app for every page of the route table: the JS and CSS each page makes
 * the browser fetch before it is interactive, raw and gzip -9, taken from the HTML the production server
 * renders, against the budget that `npm test` enforces (apps/web/tests/first-load/budget.ts).
 */
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { BUDGETS, overBudget, totals, type PageLoad } from '../../apps/web/tests/first-load/budget.ts';
import { firstLoad } from '../../apps/web/tests/first-load/measure.ts';
import { stateCookieOf } from '../../apps/web/tests/first-load/page-state.ts';
import { pagesOf } from '../../apps/web/tests/first-load/pages.ts';
import { BUILD_DIR, CLIENT_DIR, requireBuild, startBuiltServer } from './server.ts';
import { pageHtml, signInThroughForm } from './session.ts';
import { writeResult } from '../lib/results.ts';
import { formatTable, kb } from '../lib/table.ts';

async function main() {
  requireBuild();
  const build = (await import(pathToFileURL(`${BUILD_DIR}server/index.js`).href)) as ServerBuild;
  const server = await startBuiltServer();
  const pages: PageLoad[] = [];
  try {
    const cookie = await signInThroughForm(server.url);
    for (const page of pagesOf(build.routes)) {
      // A page that needs a step in progress (a code on its way) gets its signed cookie, as in `npm test`.
      const state = stateCookieOf(page.route);
      const cookies = [page.kind === 'cabinet' ? cookie : '', state ? `${state.name}=${state.value}` : '']
        .filter(Boolean)
        .join('; ');
      const html = await pageHtml(`${server.url}${page.url}`, cookies || undefined, [200, 404]);
      pages.push({ ...page, load: firstLoad(html, CLIENT_DIR) });
    }
  } finally {
    await server.close();
  }

  console.info(
    formatTable([
      ['page', 'kind', 'JS files', 'JS raw KB', 'JS gzip KB', 'CSS gzip KB', 'HTML gzip KB', 'budget'],
      ...pages.map((page) => {
        const figures = totals(page.load);
        const budget = BUDGETS[page.kind];
        return [
          page.url,
          page.kind,
          String(figures.jsFiles),
          kb(page.load.js.reduce((sum, file) => sum + file.rawBytes, 0)),
          figures.jsGzipKb.toFixed(1),
          figures.cssGzipKb.toFixed(1),
          kb(page.load.html.gzipBytes),
          `${budget.jsGzipKb} KB/${budget.jsFiles}/${budget.cssGzipKb} KB ${overBudget(page).length ? 'OVER' : 'ok'}`,
        ];
      }),
    ]),
  );
  console.info('KB = 1024 bytes; gzip level 9, each file compressed on its own as it is served.');
  for (const page of pages) {
    if (page.load.viaImports.length > 0) {
      console.info(
        `${page.url}: ${page.load.viaImports.length} JS file(s) not preloaded: ${page.load.viaImports.join(', ')}`,
      );
    }
  }
  for (const problem of pages.flatMap(overBudget)) console.warn(`over budget: ${problem}`);
  const file = writeResult('first-load', { date: new Date().toISOString(), node: process.version, pages });
  console.info(`Saved ${file}`);
}

main().catch((error: unknown) => {
  console.error(`First-load measurement failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
