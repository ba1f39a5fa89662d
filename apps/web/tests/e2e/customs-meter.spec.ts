import { expect, test, type Page } from '@playwright/test';
import { accessibleEverywhere, hydrated, signIn } from './fixtures.ts';
import { newCustomer } from './new-customer.ts';

/**
 * The customs-limit meter (decision 0034): on the dashboard, and live on the declaration form as the customer types
 * a price, with the warning and what crossing the limit costs; without JavaScript, rendered by the server, and right
 * after a declaration. The demo customer lives in Azerbaijan: USD 300 a calendar month.
 */

test.describe.configure({ timeout: 120_000 });

const WORDS = {
  en: {
    title: 'Duty-free limit this month',
    withParcel: 'With this parcel',
    cost: /Customs will charge about \$\d[\d,]*\.\d\d for it \(\$[\d,.]+ duty, \$[\d,.]+ VAT\)/,
  },
  ru: {
    title: 'Беспошлинный лимит этого месяца',
    withParcel: 'С этой посылкой',
    cost: /Таможня возьмёт за неё около [\d\s\u00a0]+,\d\d\s\$ \(пошлина/,
  },
} as const;

const freshNumber = () => `TY${Date.now().toString().slice(-9)}${Math.floor(Math.random() * 1000)}`;
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** The dollars of "$123.45 of $300.00" (the English page). */
function dollars(text: string): number {
  const match = /\$([\d,]+\.\d\d)/.exec(text);
  if (!match?.[1]) throw new Error(`no amount in ${text}`);
  return Math.round(Number(match[1].replaceAll(',', '')) * 100);
}

async function fillOneItem(page: Page, number: string, price: string) {
  await field(page, 'tracking_number').fill(number);
  await field(page, 'origin').selectOption('US');
  await field(page, 'shop').fill('Amazon');
  await field(page, 'items.0.category').selectOption('electronics');
  await field(page, 'items.0.description').fill('Noise-cancelling headphones');
  await field(page, 'items.0.quantity').fill('1');
  await field(page, 'items.0.currency').selectOption('USD');
  await field(page, 'items.0.unit_price').fill(price);
  await page.locator('input[name="delivery_kind"][value="courier"]').check();
}

for (const lang of ['en', 'ru'] as const) {
  test(`the meter on the dashboard and live on the declaration form, warning before the limit is crossed (${lang})`, async ({
    page,
  }) => {
    const words = WORDS[lang];
    await signIn(page, lang);
    await page.goto(`/${lang}/cabinet`);
    await hydrated(page);
    const dashboard = page.getByTestId('customs-meter');
    await expect(dashboard.getByRole('heading', { name: words.title })).toBeVisible();
    await expect(dashboard.getByRole('meter', { name: words.title })).toBeVisible();
    const month = await dashboard.getByTestId('customs-meter-used').innerText();

    await page.goto(`/${lang}/cabinet/declare`);
    await hydrated(page);
    const meter = page.getByTestId('customs-meter');
    await expect(meter.getByTestId('customs-meter-used')).toHaveText(month);
    await expect(meter.getByTestId('customs-warning')).toHaveCount(0);

    await field(page, 'items.0.currency').selectOption('USD');
    await field(page, 'items.0.quantity').fill('1');
    await field(page, 'items.0.unit_price').fill('0.01');
    await expect(meter.getByTestId('customs-meter-used')).toContainText(words.withParcel);
    await expect(meter.getByTestId('customs-meter-used')).not.toHaveText(month);

    // USD 400 more is over USD 300 whatever the month has used: the warning says what it costs.
    await field(page, 'items.0.unit_price').fill('400');
    const warning = meter.getByTestId('customs-warning');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(words.cost);
    await expect(meter).toHaveAttribute('data-level', 'over');
    await expect(meter.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    await accessibleEverywhere(page);

    // A dearer parcel costs more, worked out again as the price changes.
    const cost400 = await warning.innerText();
    await field(page, 'items.0.unit_price').fill('500');
    await expect(warning).not.toHaveText(cost400);
    await expect(warning).toContainText(words.cost);
  });
}

test('a Georgian customer’s meter reads each parcel alone against GEL 300, in lari', async ({ page, context }) => {
  await newCustomer(page, context, 'GE');
  await page.goto('/en/cabinet/declare');
  await hydrated(page);
  const meter = page.getByTestId('customs-meter');
  await expect(meter.getByRole('heading', { name: 'Duty-free limit per parcel' })).toBeVisible();
  await expect(meter).toContainText('Each parcel worth up to GEL');
  await expect(meter.getByRole('meter')).toHaveCount(0);
  await field(page, 'items.0.currency').selectOption('USD');
  await field(page, 'items.0.quantity').fill('1');
  // USD 100 is GEL 270 at the seeded rate: under the limit, whatever came before.
  await field(page, 'items.0.unit_price').fill('100');
  await expect(meter.getByTestId('customs-meter-used')).toContainText('This parcel: GEL');
  await expect(meter.getByTestId('customs-warning')).toHaveCount(0);
  // USD 150 is GEL 405: 18 % VAT on the whole value, GEL 72.90.
  await field(page, 'items.0.unit_price').fill('150');
  await expect(meter.getByTestId('customs-warning')).toContainText('Customs will charge about GEL');
  await expect(meter.getByTestId('customs-warning')).toContainText('72.90 in VAT');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the meter, the refused form’s preview, and the month after a declaration', async ({
    page,
  }) => {
    await signIn(page, 'en');
    await page.goto('/en/cabinet');
    const before = dollars(await page.getByTestId('customs-meter-used').innerText());

    await page.goto('/en/cabinet/declare');
    await expect(page.getByTestId('customs-meter').getByRole('meter')).toBeVisible();
    // No shop: the form comes back with its values, and the meter with this parcel on top, warning included.
    await fillOneItem(page, freshNumber(), '400');
    await field(page, 'shop').fill('');
    await page.getByRole('button', { name: 'Declare', exact: true }).click();
    const meter = page.getByTestId('customs-meter');
    await expect(meter.getByTestId('customs-meter-used')).toContainText('With this parcel');
    expect(dollars(await meter.getByTestId('customs-meter-used').innerText())).toBe(before + 40_000);
    await expect(meter.getByTestId('customs-warning')).toContainText('Customs will charge about');

    await field(page, 'shop').fill('Amazon');
    await page.getByRole('button', { name: 'Declare', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/cabinet\/packages\/\d+$/);

    await page.goto('/en/cabinet');
    const after = page.getByTestId('customs-meter');
    expect(dollars(await after.getByTestId('customs-meter-used').innerText())).toBe(before + 40_000);
    await expect(after).toHaveAttribute('data-level', 'over');
    await expect(after).toContainText('Over the limit by');
  });
});
