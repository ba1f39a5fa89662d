import { expect, test } from '@playwright/test';

test('the site map lists the public pages and robots.txt keeps the cabinet out', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/ge/tariffs</loc>`);
  expect(xml).not.toContain('/cabinet');

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /en/cabinet');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('every public page names its alternates in five languages, Georgian as ka', async ({ page, baseURL }) => {
  await page.goto('/ru/tariffs');
  const alternates = page.locator('link[rel="alternate"]');
  await expect(alternates).toHaveCount(6);
  await expect(page.locator('link[rel="alternate"][hreflang="ka"]')).toHaveAttribute('href', `${baseURL}/ge/tariffs`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ru/tariffs`);
});

test('pages describe themselves to search engines and link previews, with a clean console', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Playwright's own line: the suite blocks the service worker (playwright.config.ts; offline.spec.ts runs it).
    if (message.text().startsWith('Service Worker registration blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto('/ru/tariffs');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@type'?: string;
  };
  expect(data['@type']).toBe('BreadcrumbList');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Тарифы и калькулятор стоимости | Yolla',
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU');
  await page.goto('/en');
  expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('"Organization"');
  expect(problems).toEqual([]);
});
