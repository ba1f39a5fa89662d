import { expect, test, type Page } from '@playwright/test';
import { documentWasReplaced, hydrated, markDocument, TWO_LANGUAGES, type Language } from './fixtures.ts';

async function clickHomeToLogin(page: Page, l: Language) {
  await page.getByRole('link', { name: l.signInLink }).first().click();
  await expect(page).toHaveURL(`/${l.lang}/login`);
  await expect(page.getByRole('heading', { name: l.signInHeading })).toBeVisible();
}

/** A real dynamic import of a chunk that is gone, as after a deployment; resolves once the browser reported it. */
async function failChunk(page: Page) {
  await page.evaluate(() => {
    const seen = window as unknown as { __chunkFailed?: boolean };
    seen.__chunkFailed = false;
    window.addEventListener('unhandledrejection', () => (seen.__chunkFailed = true), { once: true });
    void import(/* @vite-ignore */ `/assets/gone-${Date.now()}.js`);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __chunkFailed?: boolean }).__chunkFailed))
    .toBe(true);
}

/**
 * Loads the home page, waits past the prefetch delay, then (with `hover`) points at the sign-in link; reports, in
 * page time, when it hydrated and when data prefetches started.
 */
async function prefetchTimings(
  page: Page,
  l: Language,
  connection?: { effectiveType: string; saveData?: boolean },
  hover = true,
) {
  await page.addInitScript((value) => {
    if (value) Object.defineProperty(navigator, 'connection', { value, configurable: true });
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated) {
        (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  }, connection ?? null);
  await page.goto(`/${l.lang}`);
  await hydrated(page);
  await page.waitForTimeout(2500);
  if (hover) {
    // A prefetch, when one is due, may take a moment to leave a busy machine: wait for it (at most 5 s), then a
    // little longer, so a second one would be seen too.
    const sent = page.waitForRequest((request) => request.url().includes('.data'), { timeout: 5000 });
    await page.getByRole('link', { name: l.signInLink }).first().hover();
    await sent.catch(() => undefined);
    await page.waitForTimeout(500);
  }
  return page.evaluate(() => ({
    hydratedAt: (window as unknown as { __hydratedAt: number }).__hydratedAt,
    prefetches: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('.data'))
      .map((entry) => entry.startTime),
    links: document.querySelectorAll('link[rel="prefetch"]').length,
  }));
}

for (const l of TWO_LANGUAGES) {
  test.describe(`new build detection (${l.lang})`, () => {
    test('polls builds/latest.json with a timestamp and reloads fully on the next navigation once the id changes', async ({
      page,
    }) => {
      const polls: string[] = [];
      await page.route('**/builds/latest.json*', async (route) => {
        polls.push(route.request().url());
        await route.fulfill({ json: { id: 'a-newer-build' }, headers: { 'cache-control': 'no-store' } });
      });
      await page.goto(`/${l.lang}`);
      await hydrated(page);
      await markDocument(page);
      // Returning to the tab triggers a check at once (otherwise every 60 s).
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect.poll(() => polls.length).toBeGreaterThan(0);
      expect(polls[0]).toMatch(/\/builds\/latest\.json\?t=\d+$/);
      // Let the page read the answer before navigating.
      await page.waitForTimeout(500);
      await clickHomeToLogin(page, l);
      expect(await documentWasReplaced(page)).toBe(true);
    });

    test('keeps client-side navigation while the build is current', async ({ page }) => {
      await page.goto(`/${l.lang}`);
      await hydrated(page);
      const current = await page.request.get('/builds/latest.json');
      expect(current.headers()['cache-control']).toBe('no-store');
      await markDocument(page);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.waitForTimeout(300);
      await clickHomeToLogin(page, l);
      expect(await documentWasReplaced(page)).toBe(false);
    });
  });

  test.describe(`a lazy chunk that fails to load (${l.lang})`, () => {
    test('makes the next navigation a full reload, but not twice within 10 seconds for the same path', async ({
      page,
    }) => {
      await page.goto(`/${l.lang}`);
      await hydrated(page);
      await failChunk(page);
      await markDocument(page);
      await clickHomeToLogin(page, l);
      expect(await documentWasReplaced(page)).toBe(true);

      // Back home, another failure, and the same path again within 10 s: a client-side navigation this time.
      await hydrated(page);
      await page.getByRole('link', { name: l.homeLink }).click();
      await expect(page).toHaveURL(`/${l.lang}`);
      await failChunk(page);
      await markDocument(page);
      await clickHomeToLogin(page, l);
      expect(await documentWasReplaced(page)).toBe(false);
    });
  });

  test.describe(`prefetching on intent (${l.lang})`, () => {
    test('asks for nothing while links are only in view', async ({ page }) => {
      const { prefetches, links } = await prefetchTimings(page, l, undefined, false);
      expect(prefetches).toEqual([]);
      expect(links).toBe(0);
    });

    test('asks for the page a link points to once it is hovered, after mount, not at once', async ({ page }) => {
      const { hydratedAt, prefetches, links } = await prefetchTimings(page, l);
      expect(prefetches).toHaveLength(1);
      expect(links).toBeGreaterThan(0);
      // Not at once: the exact one-second delay is checked with fake timers in app-link.test.tsx.
      expect(Math.min(...prefetches) - hydratedAt).toBeGreaterThan(500);
    });

    test('is skipped on slow-2g connections', async ({ page }) => {
      const { prefetches, links } = await prefetchTimings(page, l, { effectiveType: 'slow-2g' });
      expect(prefetches).toEqual([]);
      expect(links).toBe(0);
    });

    test('is skipped when the customer asked to save data', async ({ page }) => {
      const { prefetches } = await prefetchTimings(page, l, { effectiveType: '4g', saveData: true });
      expect(prefetches).toEqual([]);
    });
  });
}
