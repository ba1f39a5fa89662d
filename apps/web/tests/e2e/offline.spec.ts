import { expect, test, type Page } from '@playwright/test';
import { hydrated, signIn } from './fixtures.ts';

/**
 * The installed app offline (decision 0044): the service worker keeps the last parcel list the customer opened and
 * an offline page per language; signing out, or another sign-in, erases the list. Every other spec blocks service
 * workers (playwright.config.ts); this one lets them run.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

const SECOND = { email: 'demo2@yolla.test', password: 'yolla-demo-2026' };
const OFFLINE_EN = 'You are offline';

/** Opens the parcel list online once the worker controls the page, so the list passes through it and is kept. */
async function keepParcelList(page: Page): Promise<void> {
  await page.goto('/en/cabinet');
  await hydrated(page);
  // Installing fetches the offline pages of the five languages: on a busy runner that takes a while.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  await page.goto('/en/cabinet/packages');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function expectOfflinePage(page: Page, path: string, heading: string, lang: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // Served in place of the page asked for, and "Try again" asks for it again.
  await expect(page).toHaveURL(path);
  expect(await page.locator('script[type="module"]').count()).toBe(0);
}

test('the last parcel list opens offline with the offline notice, other pages say offline, signing out erases it', async ({
  page,
  context,
}) => {
  await signIn(page);
  await keepParcelList(page);
  const listHeading = await page.getByRole('heading', { level: 1 }).innerText();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: listHeading })).toBeVisible();
  await hydrated(page);
  await expect(page.locator('.offline-banner[role="status"]')).toHaveText(/^You are offline\./);

  await expectOfflinePage(page, '/ru/cabinet/wallet', 'Нет подключения к интернету', 'ru');
  await expect(page).toHaveTitle('Нет сети | Yolla');
  await page.getByRole('link', { name: 'Попробовать ещё раз' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Нет подключения к интернету' })).toBeVisible();

  await context.setOffline(false);
  await page.goto('/en/cabinet');
  await hydrated(page);
  await expect(page.locator('.offline-banner')).toBeEmpty();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/en');

  await context.setOffline(true);
  await expectOfflinePage(page, '/en/cabinet/packages', OFFLINE_EN, 'en');
});

test('another customer signing in on the same device never sees the list the first one kept', async ({
  page,
  context,
}) => {
  await signIn(page);
  await keepParcelList(page);

  // The first session ends without a sign-out (it expired); the second customer signs in on the sign-in page.
  await context.clearCookies();
  await page.goto('/en/login');
  await hydrated(page);
  await page.getByLabel('Phone or e-mail').fill(SECOND.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(SECOND.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/cabinet/);

  await context.setOffline(true);
  await expectOfflinePage(page, '/en/cabinet/packages', OFFLINE_EN, 'en');
});
