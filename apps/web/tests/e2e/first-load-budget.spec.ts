import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, request, test } from '@playwright/test';
import type { ServerBuild } from 'react-router';
import { overBudget, totals, type PageLoad } from '../first-load/budget.ts';
import { firstLoad } from '../first-load/measure.ts';
import { pagesOf } from '../first-load/pages.ts';
import { stateCookieOf } from '../first-load/page-state.ts';
import { DEMO } from './fixtures.ts';

const BUILD_DIR = fileURLToPath(new URL('../../build/', import.meta.url));

/**
 * The first-load budget of every page in the route table, on the production build: the JavaScript a phone
 * fetches before the page is interactive (gzip, file count) and the CSS. A new screen is checked without edits.
 */
test('every page of the route table stays within its first-load budget', async ({ baseURL }) => {
  const build = (await import(pathToFileURL(`${BUILD_DIR}server/index.js`).href)) as ServerBuild;
  const pages = pagesOf(build.routes);
  expect(pages.length).toBeGreaterThan(0);

  const guest = await request.newContext({ baseURL });
  const customer = await request.newContext({ baseURL });
  const signIn = await customer.post('/en/login', {
    form: { username: DEMO.email, password: DEMO.password },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);

  const measured: PageLoad[] = [];
  for (const page of pages) {
    const client = page.kind === 'cabinet' ? customer : guest;
    const state = stateCookieOf(page.route);
    // A cookie header replaces the context's cookies: a signed-in page's state cookie goes with the session's.
    const session = page.kind === 'cabinet' ? (await client.storageState()).cookies : [];
    const cookies = [...session.map((c) => `${c.name}=${c.value}`), ...(state ? [`${state.name}=${state.value}`] : [])];
    const headers: Record<string, string> = state ? { cookie: cookies.join('; ') } : {};
    const response = await client.get(page.url, { maxRedirects: 0, headers });
    const expected = page.route.endsWith('*') ? 404 : 200;
    expect(response.status(), `${page.url} should answer ${expected}`).toBe(expected);
    measured.push({ ...page, load: firstLoad(await response.text(), `${BUILD_DIR}client`) });
  }
  await guest.dispose();
  await customer.dispose();

  for (const page of measured) {
    const figures = totals(page.load);
    console.info(
      `${page.url.padEnd(24)} ${figures.jsGzipKb.toFixed(1).padStart(6)} KB JS in ${String(figures.jsFiles).padStart(2)} ` +
        `files, ${figures.cssGzipKb.toFixed(1)} KB CSS (${page.kind})`,
    );
  }
  expect(measured.flatMap(overBudget)).toEqual([]);
});
