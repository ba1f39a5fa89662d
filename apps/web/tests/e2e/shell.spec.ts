import { expect, test } from '@playwright/test';
import { DEMO, hydrated, signIn } from './fixtures.ts';

test.describe('the cabinet dashboard', () => {
  test('shows the customer summary from /me and asks only for what is missing', async ({ page }) => {
    await signIn(page, 'az');
    await page.goto('/az/cabinet');
    await expect(page.getByRole('heading', { name: 'Salam, Aysel Məmmədova!' })).toBeVisible();
    const code = page.getByTestId('customer-code').first();
    await expect(code).toHaveText(DEMO.code);
    // The demo customer completed the profile and has delivery addresses (the seed's).
    await expect(page.getByTestId('todo-done')).toContainText('Hər şey hazırdır');
    await expect(page.getByTestId('todo-address')).toHaveCount(0);
    await expect(page.getByTestId('todo-profile')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Kabinet bölmələri' })).toBeVisible();
  });
});

test.describe('dark mode', () => {
  test('follows the system by default and can be switched, toasts included', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/en');
    await hydrated(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByTestId('theme-picker').click();
    await page.getByRole('menuitem', { name: 'Light' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByTestId('theme-picker').click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await signIn(page);
    await page.goto('/en/cabinet');
    await hydrated(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('.Toastify__toast')).toHaveClass(/Toastify__toast-theme--dark/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the header folds into a menu with the pickers and the sign-in link', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    await expect(page.getByTestId('language-picker')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByTestId('language-picker')).toBeVisible();
    await drawer.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/en/login');
  });

  test('the cabinet navigation opens from the burger', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/cabinet');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});
