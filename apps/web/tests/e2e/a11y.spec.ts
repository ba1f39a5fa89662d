import { test } from '@playwright/test';
import { expectAccessible, hydrated, setColorScheme, signIn } from './fixtures.ts';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${scheme} mode`, () => {
    test.beforeEach(async ({ page }) => setColorScheme(page, scheme));

    test('home page', async ({ page }) => {
      await page.goto('/en');
      await hydrated(page);
      await expectAccessible(page);
    });

    test('sign-in page, also with an error shown', async ({ page }) => {
      await page.goto('/az/login');
      await hydrated(page);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Daxil ol' }).last().click();
      await expectAccessible(page);
    });

    test('cabinet dashboard', async ({ page }) => {
      await signIn(page, 'ru');
      await page.goto('/ru/cabinet');
      await hydrated(page);
      await expectAccessible(page);
    });

    test('error screen (404)', async ({ page }) => {
      await page.goto('/ge/არ-არსებობს');
      await hydrated(page);
      await expectAccessible(page);
    });
  });
}
