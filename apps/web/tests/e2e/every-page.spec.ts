import { expect, test, type Page } from '@playwright/test';
import { URL_LANGS } from '@yolla/i18n';
import { cookie, hydrated, signIn } from './fixtures.ts';
import { layoutProblems } from './layout-check.ts';
import { routeTable } from './route-table.ts';

/**
 * Every page of the route table in every language, on a phone, as a guest and signed in: no page error, no
 * hydration error (React's #418 and its kin arrive as page or console errors), no console error, no answer of
 * 503 to any request the browser makes (issue 45), and at 360 and 390 px nothing past the screen's edge and no
 * clipped label (`layout-check.ts`). Until issue 44
 * no walk listened to the console, and the accessibility walk saw one language only, so the browser's own locale
 * data for az, ka and uz redrew the cabinet after hydration unnoticed.
 */
const PHONES = [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
] as const;
test.use({ viewport: PHONES[0], isMobile: true, hasTouch: true });

/** A transparent 1×1 PNG: the map's tiles come from OpenStreetMap, which a test machine without the internet cannot reach. */
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function listen(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE }),
  );
  // Issue 45: a customer's own browser is never refused, prefetches included.
  page.on('response', (response) => {
    if (response.status() === 503) problems.push(`503 from ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  return problems;
}

async function settled(page: Page): Promise<void> {
  await hydrated(page);
  // Hydration's recoverable errors are reported after the first commit: two frames later they are in.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

for (const lang of URL_LANGS) {
  test(`every page in ${lang}, guest and signed in, fits a phone and loads without a page, hydration or console error`, async ({
    page,
  }) => {
    const { pages } = await routeTable();
    const publicPages = pages.filter((entry) => !entry.cabinet);
    test.setTimeout(4_000 * (publicPages.length * 2 + pages.length - publicPages.length) + 20_000);
    const problems = await listen(page);
    const seen: string[] = [];
    const visit = async (entry: (typeof pages)[number], as: 'guest' | 'customer') => {
      if (entry.state) await page.context().addCookies([{ ...entry.state, url: 'http://localhost' }]);
      const url = entry.url.replace(/^\/en\b/, `/${lang}`);
      const before = problems.length;
      await page.setViewportSize(PHONES[0]);
      await page.goto(url);
      await settled(page);
      for (const problem of problems.slice(before)) seen.push(`${as} ${url}: ${problem}`);
      // Nothing cut off or past the edge on the narrow phone, nor on the common one (issue 44).
      for (const phone of PHONES) {
        if (phone !== PHONES[0]) await page.setViewportSize(phone);
        for (const problem of await layoutProblems(page)) seen.push(`${as} ${url} at ${phone.width} px: ${problem}`);
      }
    };
    for (const entry of publicPages) await visit(entry, 'guest');
    await signIn(page, lang);
    expect(await cookie(page.context(), 'yolla_auth_token')).toBeTruthy();
    for (const entry of pages) await visit(entry, 'customer');
    expect(seen).toEqual([]);
  });
}
