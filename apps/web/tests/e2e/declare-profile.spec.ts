import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './fixtures.ts';
import { freshCustomer } from './settings-helpers.ts';

/**
 * Declaring with an incomplete profile: the declaration waits while the settings ask for what is missing, and saving
 * the profile brings the customer back to it as they left it — with JavaScript in English, without it in Russian.
 */

test.describe.configure({ timeout: 90_000 });

const WORDS = {
  en: {
    surname: 'Surname',
    saveProfile: 'Save profile',
    declare: 'Declare',
    waiting: /take you back to where you were/,
  },
  ru: { surname: 'Фамилия', saveProfile: 'Сохранить профиль', declare: 'Задекларировать', waiting: /вернём вас туда/ },
} as const;

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const freshNumber = () => `TY${Date.now().toString().slice(-9)}${Math.floor(Math.random() * 1000)}`;

for (const [lang, javaScriptEnabled] of [
  ['en', true],
  ['ru', false],
] as const) {
  test.describe(`${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test(`an incomplete profile is finished on the way, and the declaration waits for it (${lang})`, async ({
      page,
      context,
    }) => {
      const words = WORDS[lang];
      await freshCustomer(page, context, lang);
      // The surname removed: the profile is no longer complete.
      await page.goto(`/${lang}/cabinet/settings`);
      if (javaScriptEnabled) await hydrated(page);
      await page.getByLabel(words.surname).fill('');
      await page.getByRole('button', { name: words.saveProfile }).click();
      await expect(page.getByTestId('profile-incomplete')).toBeVisible();

      await page.goto(`/${lang}/cabinet/declare`);
      if (javaScriptEnabled) await hydrated(page);
      const number = freshNumber();
      await field(page, 'tracking_number').fill(number);
      await field(page, 'origin').selectOption('TR');
      await field(page, 'shop').fill('Koton');
      await field(page, 'items.0.category').selectOption('clothing');
      await field(page, 'items.0.description').fill('Linen trousers');
      await field(page, 'items.0.quantity').fill('1');
      await field(page, 'items.0.unit_price').fill('40');
      await field(page, 'items.0.currency').selectOption('USD');
      await page.locator('input[name="delivery_kind"][value="courier"]').check();
      await page.getByRole('button', { name: words.declare, exact: true }).last().click();

      // The settings say why, and saving the profile leads back.
      await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/settings\\?redirect=`));
      await expect(page.getByTestId('profile-incomplete')).toContainText(words.waiting);
      await page.getByLabel(words.surname).fill('Aliyeva');
      await page.getByRole('button', { name: words.saveProfile }).click();

      await expect(page).toHaveURL(`/${lang}/cabinet/declare?draft`);
      await expect(page.getByTestId('declare-restored')).toBeVisible();
      await expect(field(page, 'tracking_number')).toHaveValue(number);
      await expect(field(page, 'shop')).toHaveValue('Koton');
      await expect(field(page, 'items.0.description')).toHaveValue('Linen trousers');
      await page.getByRole('button', { name: words.declare, exact: true }).last().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/packages/\\d+$`));
      await expect(page.getByText(number).first()).toBeVisible();
    });
  });
}
