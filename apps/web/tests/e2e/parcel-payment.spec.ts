import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { accessibleEverywhere, hydrated } from './fixtures.ts';
import { inEachVariant } from './variants.ts';
import { topUp, topUpAndComeBack, weighedParcel } from './wallet-steps.ts';
import { freshCustomer } from './settings-helpers.ts';

/**
 * Paying parcels from the wallet, with a customer of its own: two parcels weighed abroad are chosen on the list and
 * paid in one go; the balance is short at first, so the pay page's top-up shortcut goes through the sandbox's
 * checkout and back to the payment. Then a double-clicked pay button charges once. In English and Russian, with and
 * without JavaScript; axe on the pay page's states (short, ready, nothing to pay).
 */

test.describe.configure({ timeout: 150_000 });

const WORDS = {
  en: {
    choose: (tracking: string) => `Choose ${tracking} to pay`,
    paySelected: 'Pay for the chosen parcels',
    title: 'Pay for parcels',
    paid: 'Paid from your wallet.',
    zero: /\$0\.00/,
  },
  ru: {
    choose: (tracking: string) => `Выбрать ${tracking} для оплаты`,
    paySelected: 'Оплатить выбранные посылки',
    title: 'Оплата посылок',
    paid: 'Оплачено с баланса кошелька.',
    zero: /0,00\s\$/,
  },
} as const;

const payForm = (page: Page) => page.getByTestId('parcel-payment-form');
const lines = (page: Page, kind: string) => page.locator(`[data-testid="wallet-line"][data-kind="${kind}"]`);

inEachVariant(({ lang, javaScriptEnabled, axe }) => {
  const words = WORDS[lang];

  test('two parcels chosen on the list are paid in one go, after a top-up the pay page offers', async ({
    page,
    context,
  }) => {
    await freshCustomer(page, context, lang);
    const numbers = [await weighedParcel(page, lang, 'PP', '0.8'), await weighedParcel(page, lang, 'PP', '1.6')];

    await page.goto(`/${lang}/cabinet/packages`);
    if (javaScriptEnabled) await hydrated(page);
    for (const number of numbers) await page.getByLabel(words.choose(number)).check();
    await page.getByTestId('packages-pay-selected').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/wallet/pay\\?`));
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByTestId('parcel-payment-row')).toHaveCount(2);
    for (const number of numbers) await expect(page.getByTestId('parcel-payment-row')).toContainText([number]);
    const total = (await page.getByTestId('parcel-payment-total').innerText()).trim();

    // The balance is zero: the page says what is missing and offers the top-up, which comes back here.
    await expect(page.getByTestId('parcel-payment-short')).toBeVisible();
    await expect(payForm(page)).toHaveCount(0);
    if (axe) await accessibleEverywhere(page);
    await page.getByTestId('parcel-payment-top-up').click();
    await topUpAndComeBack(page, javaScriptEnabled, lang);

    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/wallet/pay\\?`));
    if (javaScriptEnabled) await hydrated(page);
    await expect(page.getByTestId('parcel-payment-short')).toHaveCount(0);
    await expect(page.getByTestId('parcel-payment-total')).toHaveText(total);
    if (axe) await accessibleEverywhere(page);
    await payForm(page).getByRole('button').click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/packages$`));
    // The API's message as a toast (drawn in the browser), and the header's balance follows at once.
    if (javaScriptEnabled) await expect(page.getByText(words.paid)).toBeVisible();
    await expect(page.getByTestId('header-balance')).toContainText(words.zero);
    await expect(page.getByTestId('package-pay')).toHaveCount(0);

    await page.goto(`/${lang}/cabinet/wallet`);
    await expect(page.getByTestId('balance-USD')).toContainText(words.zero);
    await expect(lines(page, 'parcel_payment')).toHaveCount(1);
    await expect(lines(page, 'top_up')).toHaveCount(1);
    await expect(lines(page, 'parcel_payment').getByTestId('wallet-line-amount')).toContainText(
      total.replace(/[^\d.,]/g, ''),
    );
    // The statement holds both movements: the payment of the two parcels as one line, its amount a decimal.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('wallet-csv').click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const cents = total.replace(/\D/g, '');
    expect(csv).toMatch(new RegExp(`,parcel_payment,USD,-${cents.slice(0, -2)}\\.${cents.slice(-2)},\\d+ \\d+,`));
    expect(csv).toMatch(/,top_up,USD,\d+\.\d{2},,\d+,/);

    // Paid: the list offers nothing to pay any more.
    await page.goto(`/${lang}/cabinet/packages`);
    await expect(page.getByTestId('packages-pay-selected')).toHaveCount(0);
  });

  test('a double-clicked pay button charges once', async ({ page, context }) => {
    await freshCustomer(page, context, lang);
    const number = await weighedParcel(page, lang, 'PP', '1.2');
    await topUp(page, lang, '100', javaScriptEnabled);
    const before = (await page.getByTestId('balance-USD').innerText()).trim();

    await page.goto(`/${lang}/cabinet/packages`);
    await page.getByTestId('package-pay').click();
    await expect(page.getByTestId('parcel-payment-row')).toContainText(number);
    if (javaScriptEnabled) await hydrated(page);
    await payForm(page).getByRole('button').dblclick();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/packages$`));

    await page.goto(`/${lang}/cabinet/wallet`);
    await expect(lines(page, 'parcel_payment')).toHaveCount(1);
    await expect(page.getByTestId('balance-USD')).not.toHaveText(before);
    const after = await page.getByTestId('balance-USD').innerText();
    const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));
    const paid = lines(page, 'parcel_payment').getByTestId('wallet-line-amount');
    expect(cents(before) - cents(after)).toBe(cents(await paid.innerText()));
  });
});

test('axe on the pay page with nothing to pay', async ({ page, context }) => {
  await freshCustomer(page, context, 'en');
  await page.goto('/en/cabinet/wallet/pay');
  await hydrated(page);
  await expect(page.getByTestId('parcel-payment-none')).toBeVisible();
  await accessibleEverywhere(page);
});
