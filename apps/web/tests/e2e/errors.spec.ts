import { expect, test } from '@playwright/test';
import { hydrated, TWO_LANGUAGES } from './fixtures.ts';

test.describe('the 404 page', () => {
  test('names the missing path under the error screen, in English', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-status')).toHaveText('404 ERROR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("It's not you, it's us!");
    await expect(
      page.getByText("The page you are looking has a problem, but it's your probably fault..."),
    ).toBeVisible();
    await expect(page.getByTestId('not-found-path')).toHaveText('Page not found: /en/no-such-page');
    await expect(page).toHaveTitle('Page not found | Yolla');
  });

  test('speaks Russian under /ru', async ({ page }) => {
    await page.goto('/ru/cabinet/nothing-here');
    await expect(page.getByTestId('error-status')).toHaveText('404 ОШИБКА');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дело не в вас, а в нас!');
    await expect(page.getByTestId('not-found-path')).toHaveText('Страница не найдена: /ru/cabinet/nothing-here');
    await expect(page).toHaveTitle('Страница не найдена | Yolla');
  });

  test('is what an unknown language prefix gets', async ({ page }) => {
    const response = await page.goto('/fr/cabinet');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-path')).toContainText('/fr/cabinet');
  });

  test('Go home clears the error and goes to the home page', async ({ page }) => {
    await page.goto('/az/yoxdur');
    await hydrated(page);
    await page.getByRole('button', { name: 'Ana səhifəyə' }).click();
    await expect(page).toHaveURL('/az');
    await expect(page.getByTestId('error-status')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xaricdən alın, biz evinizə çatdıraq.');
  });

  test('a bad tracking number in the URL is a 404 too', async ({ page }) => {
    const response = await page.goto('/en/tracking/abc');
    expect(response?.status()).toBe(404);
  });
});

for (const l of TWO_LANGUAGES) {
  test.describe(`the loading bar (${l.lang})`, () => {
    test('is amber while a slow navigation loads, and turns red when it ends in an error', async ({ page }) => {
      await page.goto(`/${l.lang}`);
      await hydrated(page);
      const bar = page.getByTestId('loading-bar');
      await expect(bar).toHaveAttribute('data-state', 'idle');
      // Hold the data request of the next navigation, so the bar has time to show.
      await page.route(`**/${l.lang}/login.data*`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.continue();
      });
      await page.getByRole('link', { name: l.signInLink }).first().click();
      await expect(bar).toHaveAttribute('data-state', 'loading');
      const section = bar.locator('.mantine-Progress-section');
      await expect(section).toHaveCSS('background-color', 'rgb(245, 158, 11)');
      await expect(section).toHaveCSS('height', '3px');
      await expect(page).toHaveURL(`/${l.lang}/login`);
      await expect(bar).toHaveAttribute('data-state', 'idle', { timeout: 3000 });

      await page.getByRole('link', { name: l.homeLink }).click();
      await expect(page).toHaveURL(`/${l.lang}`);
      // An unknown number is a page of its own (the tracking page's not-found state): for a navigation that ends in
      // an error, a proxy in front of the server answers the page's data with a bad gateway.
      await page.route(`**/${l.lang}/tracking/TR000NOPAGE.data*`, (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
      );
      await page.getByPlaceholder(l.trackingPlaceholder).fill('TR000NOPAGE');
      await page.getByRole('button', { name: l.track }).click();
      await expect(page.getByTestId('error-status')).toBeVisible();
      await expect(bar).toHaveAttribute('data-state', 'error');
      await expect(bar.locator('.mantine-Progress-section')).toHaveCSS('background-color', 'rgb(224, 49, 49)');
    });
  });
}
