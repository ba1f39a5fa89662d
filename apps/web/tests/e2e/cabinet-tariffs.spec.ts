import { expect, test, type Page } from '@playwright/test';
import { hydrated, signIn } from './fixtures.ts';

const WORDS = {
  en: { nav: 'Tariffs', title: 'Tariffs and price calculator | Yolla', weight: 'Weight, kg', calculate: 'Calculate' },
  ru: { nav: 'Тарифы', title: 'Тарифы и калькулятор стоимости | Yolla', weight: 'Вес, кг', calculate: 'Рассчитать' },
} as const;

const priced = (page: Page) => page.getByTestId('priced-parcel');

for (const lang of ['en', 'ru'] as const) {
  const words = WORDS[lang];
  test(`the cabinet tariffs price each weighed parcel and calculate to the customer’s country (${lang})`, async ({
    page,
  }) => {
    await signIn(page, lang);
    await page.goto(`/${lang}/cabinet`);
    await hydrated(page);
    await page.getByRole('navigation').getByRole('link', { name: words.nav, exact: true }).first().click();
    await expect(page).toHaveURL(`/${lang}/cabinet/tariffs`);
    await expect(page).toHaveTitle(words.title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // Each weighed parcel with its price; the price is the one its own page works out.
    await expect(priced(page).first()).toBeVisible();
    const first = priced(page).first();
    const price = (await first.locator('strong').innerText()).trim();
    expect(price).toMatch(/\d/);
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/packages/\\d+$`));
    await expect(page.getByTestId('quote')).toContainText(price);

    // The calculator goes to the customer's own country: there is no destination to choose.
    await page.goBack();
    await hydrated(page);
    await expect(page.locator('select[name="destination"]')).toHaveCount(0);
    await page.getByLabel(words.weight).fill('3');
    await expect(page.getByTestId('quote-price')).toBeVisible();
  });
}

test.describe('the cabinet tariffs without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calculator posts and answers on the same page, beside the priced parcels', async ({ page }) => {
    await signIn(page, 'en');
    await page.goto('/en/cabinet/tariffs');
    await page.getByLabel('Weight, kg').fill('0.3');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL('/en/cabinet/tariffs');
    await expect(page.getByTestId('quote-price')).toBeVisible();
    await expect(page.getByLabel('Weight, kg')).toHaveValue('0.3');
    await expect(priced(page).first()).toBeVisible();
  });
});
