import { expect, test } from '@playwright/test';
import { cookie, hydrated, signIn } from './fixtures.ts';

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
