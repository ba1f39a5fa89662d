import { expect, request, test } from '@playwright/test';
import { cookie, hydrated, signIn } from './fixtures.ts';
import { routeTable } from './route-table.ts';

test.describe('the language', () => {
  test('comes from the browser on a first visit and is remembered in a cookie for a year', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const locale = await cookie(context, 'yolla_locale');
    expect(locale?.value).toBe('ru');
    expect(locale!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await context.close();
  });

  test('prefers the locale cookie over the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    await context.addCookies([{ name: 'yolla_locale', value: 'ka', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/ge');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    await context.close();
  });

  test('defaults to English for languages we do not speak', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/en');
    await context.close();
  });

  test('switches from the picker and keeps the current page', async ({ page, context }) => {
    await page.goto('/en/login?redirect=%2Fen%2Fcabinet');
    await hydrated(page);
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitem', { name: 'Oʻzbekcha' }).click();
    await expect(page).toHaveURL('/uz/login?redirect=%2Fen%2Fcabinet');
    await expect(page.getByRole('heading', { name: 'Kabinetga kirish' })).toBeVisible();
    expect((await cookie(context, 'yolla_locale'))?.value).toBe('uz');
  });
});

test.describe('a prefetch', () => {
  test('never writes the language cookie, on any page or its data, so it cannot undo a switch', async ({ baseURL }) => {
    const { pages } = await routeTable();
    const guest = await request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'yolla_locale=az' } });
    for (const page of pages.filter((p) => p.url.startsWith('/en'))) {
      for (const url of [page.url, `${page.url}.data`]) {
        const prefetch = await guest.get(url, { headers: { 'sec-purpose': 'prefetch' }, maxRedirects: 0 });
        expect(prefetch.headers()['set-cookie'] ?? '', url).not.toContain('yolla_locale');
      }
    }
    // The same request as a visit remembers the language, as every visit does.
    const visit = await guest.get('/en/login', { maxRedirects: 0 });
    expect(visit.headers()['set-cookie']).toContain('yolla_locale=en');
    await guest.dispose();
  });
});

test.describe('page titles', () => {
  test('read "{page title} | Yolla" in the page language', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page).toHaveTitle('Sign in | Yolla');
    await page.goto('/az/login');
    await expect(page).toHaveTitle('Giriş | Yolla');
    await page.goto('/ge');
    await expect(page).toHaveTitle('ამანათების მიწოდება თურქეთიდან, აშშ-დან, ჩინეთიდან და დიდი ბრიტანეთიდან | Yolla');
    await signIn(page, 'uz');
    await page.goto('/uz/cabinet');
    await expect(page).toHaveTitle('Shaxsiy kabinet | Yolla');
  });
});
