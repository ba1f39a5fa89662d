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
