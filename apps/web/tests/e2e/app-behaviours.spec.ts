import { expect, test, type Page } from '@playwright/test';
import { documentWasReplaced, hydrated, markDocument } from './fixtures.ts';

async function clickHomeToLogin(page: Page) {
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL('/en/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test.describe('new build detection', () => {
  test('polls builds/latest.json with a timestamp and reloads fully on the next navigation once the id changes', async ({
    page,
  }) => {
    const polls: string[] = [];
    await page.route('**/builds/latest.json*', async (route) => {
      polls.push(route.request().url());
      await route.fulfill({ json: { id: 'a-newer-build' }, headers: { 'cache-control': 'no-store' } });
    });
    await page.goto('/en');
    await hydrated(page);
    await markDocument(page);
    // Returning to the tab triggers a check at once (otherwise every 60 s).
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => polls.length).toBeGreaterThan(0);
    expect(polls[0]).toMatch(/\/builds\/latest\.json\?t=\d+$/);
    await clickHomeToLogin(page);
    expect(await documentWasReplaced(page)).toBe(true);
  });

  test('keeps client-side navigation while the build is current', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    const current = await page.request.get('/builds/latest.json');
    expect(current.headers()['cache-control']).toBe('no-store');
    await markDocument(page);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForTimeout(300);
    await clickHomeToLogin(page);
    expect(await documentWasReplaced(page)).toBe(false);
  });
});

test.describe('a lazy chunk that fails to load', () => {
  test('makes the next navigation a full reload, but not twice within 10 seconds for the same path', async ({
    page,
  }) => {
    await page.goto('/en');
    await hydrated(page);
    const failChunk = () =>
      page.evaluate(() => {
        // A real dynamic import of a chunk that is gone, as after a deployment.
        void import(/* @vite-ignore */ `/assets/gone-${Date.now()}.js`);
      });

    await failChunk();
    await markDocument(page);
    await clickHomeToLogin(page);
    expect(await documentWasReplaced(page)).toBe(true);

    // Back home, another failure, and the same path again within 10 s: a client-side navigation this time.
    await hydrated(page);
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/en');
    await failChunk();
    await markDocument(page);
    await clickHomeToLogin(page);
    expect(await documentWasReplaced(page)).toBe(false);
  });
});

test.describe('prefetching of visible links', () => {
  async function prefetchedData(page: Page, connection?: { effectiveType: string; saveData?: boolean }) {
    if (connection) {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { value, configurable: true });
      }, connection);
    }
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.data')) dataRequests.push(request.url());
    });
    await page.goto('/en');
    await hydrated(page);
    await page.waitForTimeout(500);
    const early = dataRequests.length;
    await page.waitForTimeout(1500);
    const links = await page.locator('link[rel="prefetch"], link[rel="modulepreload"][href*="login"]').count();
    return { early, late: dataRequests.length, links };
  }

  test('starts one second after mount', async ({ page }) => {
    const result = await prefetchedData(page);
    expect(result.early).toBe(0);
    expect(result.late).toBeGreaterThan(0);
  });

  test('is skipped on slow-2g connections', async ({ page }) => {
    const result = await prefetchedData(page, { effectiveType: 'slow-2g' });
    expect(result.late).toBe(0);
    expect(result.links).toBe(0);
  });

  test('is skipped when the customer asked to save data', async ({ page }) => {
    const result = await prefetchedData(page, { effectiveType: '4g', saveData: true });
    expect(result.late).toBe(0);
  });
});
