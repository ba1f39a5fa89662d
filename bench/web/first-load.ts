/**
 * First-load weight of the built web app: the JS and CSS each page makes the browser fetch before
 * it is interactive, raw and gzip -9, taken from the HTML the production server renders.
 */
import { firstLoad, type FirstLoad } from './assets.ts';
import { CLIENT_DIR, requireBuild, startBuiltServer } from './server.ts';
import { pageHtml, signInThroughForm } from './session.ts';
import { writeResult } from '../lib/results.ts';
import { formatTable, kb } from '../lib/table.ts';

const sum = (sizes: { rawBytes: number; gzipBytes: number }[], key: 'rawBytes' | 'gzipBytes') =>
  sizes.reduce((total, size) => total + size[key], 0);

async function main() {
  requireBuild();
  const server = await startBuiltServer();
  const pages: { page: string; load: FirstLoad }[] = [];
  try {
    pages.push({ page: '/en (home, guest)', load: firstLoad(await pageHtml(`${server.url}/en`), CLIENT_DIR) });
    const cookie = await signInThroughForm(server.url);
    const cabinet = await pageHtml(`${server.url}/en/cabinet`, cookie);
    pages.push({ page: '/en/cabinet (signed in)', load: firstLoad(cabinet, CLIENT_DIR) });
  } finally {
    await server.close();
  }

  console.info(
    formatTable([
      ['page', 'JS files', 'JS raw KB', 'JS gzip KB', 'CSS gzip KB', 'HTML gzip KB'],
      ...pages.map(({ page, load }) => [
        page,
        String(load.js.length),
        kb(sum(load.js, 'rawBytes')),
        kb(sum(load.js, 'gzipBytes')),
        kb(sum(load.css, 'gzipBytes')),
        kb(load.html.gzipBytes),
      ]),
    ]),
  );
  console.info('KB = 1024 bytes; gzip level 9, each file compressed on its own as it is served.');
  for (const { page, load } of pages) {
    if (load.viaImports.length > 0) {
      console.info(`${page}: ${load.viaImports.length} JS file(s) not preloaded: ${load.viaImports.join(', ')}`);
    }
  }
  const file = writeResult('first-load', { date: new Date().toISOString(), node: process.version, pages });
  console.info(`Saved ${file}`);
}

main().catch((error: unknown) => {
  console.error(`First-load measurement failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
