import { expect, test, type Page } from '@playwright/test';
import { accessibleEverywhere, hydrated, signIn } from './fixtures.ts';
import { warehouse } from './partners.ts';

/**
 * Declaring a parcel: items in two currencies refused on the row that differs, the total worked out from the items, declaring with an invoice, the same number again linking
 * to the parcel, the warehouse's events locking the declaration; and the same without JavaScript.
 */

test.describe.configure({ timeout: 120_000 });

/** A Trendyol Express number no other run uses. */
const freshNumber = () => `TY${Date.now().toString().slice(-9)}${Math.floor(Math.random() * 1000)}`;

/** A small PDF the API tells from its bytes. */
const PDF = {
  name: 'invoice.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

const WORDS = {
  en: {
    carrier: 'Looks like a Trendyol Express number.',
    mixed: 'All items must be in the same currency.',
    locked: /can no longer be changed/,
  },
  ru: {
    carrier: 'Похоже на номер Trendyol Express.',
    mixed: 'Все товары должны быть в одной валюте.',
    locked: /уже нельзя изменить/,
  },
} as const;

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Fills the form's fields but the invoice: two items of 12.50 × 2 and 30 in `secondCurrency` (TRY like the first). */
async function fillDeclaration(page: Page, number: string, addRow: () => Promise<void>, secondCurrency = 'TRY') {
  await field(page, 'tracking_number').fill(number);
  await field(page, 'origin').selectOption('TR');
  await field(page, 'shop').fill('Trendyol');
  await field(page, 'items.0.category').selectOption('clothing');
  await field(page, 'items.0.description').fill('Knitted sweater');
  await field(page, 'items.0.quantity').fill('2');
  await field(page, 'items.0.unit_price').fill('12.50');
  await field(page, 'items.0.currency').selectOption('TRY');
  await addRow();
  await field(page, 'items.1.category').selectOption('shoes');
  await field(page, 'items.1.description').fill('Running shoes');
  await field(page, 'items.1.quantity').fill('1');
  await field(page, 'items.1.unit_price').fill('30');
  await field(page, 'items.1.currency').selectOption(secondCurrency);
  await page.locator('input[name="delivery_kind"][value="courier"]').check();
}

for (const lang of ['en', 'ru'] as const) {
  test(`declares a parcel with an invoice, refuses mixed currencies and a repeated number, and locks it once shipped (${lang})`, async ({
    page,
  }) => {
    const words = WORDS[lang];
    await signIn(page, lang);
    await page.goto(`/${lang}/cabinet/declare`);
    await hydrated(page);
    const number = freshNumber();
    const addRow = () => page.getByTestId('declare-form').locator('button[value="add-item"]').click();
    await fillDeclaration(page, number, addRow, 'USD');
    await expect(page.getByText(words.carrier)).toBeVisible();
    await page.getByTestId('declare-form').locator('button[value="declare"]').last().click();
    await expect(page.getByText(words.mixed)).toBeVisible();

    await field(page, 'items.1.currency').selectOption('TRY');
    await expect(page.getByTestId('declare-sum')).toContainText('55');
    await page.locator('#declare-invoice').setInputFiles(PDF);
    await page.getByTestId('declare-form').locator('button[value="declare"]').last().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/packages/\\d+$`));
    const id = page.url().split('/').pop();

    // The parcel is there: its change page is filled in from it.
    await page.goto(`/${lang}/cabinet/packages/${number}/edit`);
    await expect(field(page, 'shop')).toHaveValue('Trendyol');
    await expect(field(page, 'items.1.description')).toHaveValue('Running shoes');
    await expect(page.getByTestId('declare-sum')).toContainText('55');

    // The same number again: a link to the parcel declared with it.
    await page.goto(`/${lang}/cabinet/declare/${number}`);
    await hydrated(page);
    await expect(field(page, 'tracking_number')).toHaveValue(number);
    await fillDeclaration(page, number, addRow);
    await page.getByTestId('declare-form').locator('button[value="declare"]').last().click();
    await expect(page.getByTestId('declare-existing')).toHaveAttribute('href', `/${lang}/cabinet/packages/${id}`);

    // The warehouse receives and ships it: the declaration is locked.
    await warehouse('received', number, '--weight', '1.2');
    await warehouse('shipped', number);
    await page.goto(`/${lang}/cabinet/packages/${number}/edit`);
    await expect(page.getByTestId('declare-locked')).toContainText(words.locked);
    await expect(page.getByTestId('declare-readonly')).toContainText('Running shoes');
    await expect(page.getByTestId('declare-form')).toHaveCount(0);
    if (lang === 'en') await accessibleEverywhere(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adds an item by the form’s button, keeping what was typed, and declares', async ({ page }) => {
    await signIn(page, 'en');
    await page.goto('/en/cabinet/declare');
    const number = freshNumber();
    await fillDeclaration(page, number, async () => {
      await page.getByRole('button', { name: 'Add item' }).click();
      await expect(page.getByTestId('declare-item')).toHaveCount(2);
      await expect(field(page, 'items.0.unit_price')).toHaveValue('12.50');
      await expect(field(page, 'tracking_number')).toHaveValue(number);
    });
    await page.getByRole('button', { name: 'Declare', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/cabinet\/packages\/\d+$/);
    await page.goto(`/en/cabinet/packages/${number}/edit`);
    await expect(field(page, 'items.1.description')).toHaveValue('Running shoes');
    // The total, worked out by the server from the items, shows without JavaScript.
    await expect(page.getByTestId('declare-sum')).toContainText('55');
  });
});

test('another customer’s number or an unknown one is not found', async ({ page }) => {
  await signIn(page, 'en');
  const response = await page.goto('/en/cabinet/packages/NOSUCHNUMBER123/edit');
  expect(response?.status()).toBe(404);
});
