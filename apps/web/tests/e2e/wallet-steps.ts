import { expect, type Page } from '@playwright/test';
import { hydrated } from './fixtures.ts';
import { warehouse } from './partners.ts';

/** Tops the USD balance up from the wallet page's form, through the sandbox's checkout. */
export async function topUp(page: Page, lang: string, amount: string, javaScriptEnabled: boolean) {
  await page.goto(`/${lang}/cabinet/wallet`);
  if (javaScriptEnabled) await hydrated(page);
  await page.getByTestId('top-up-form').locator('input[name="amount"]').fill(amount);
  await page.getByTestId('top-up-submit').click();
  await page.locator('button[value="approve"]').click();
  await expect(page.getByTestId('top-up-succeeded')).toBeVisible();
}

/**
 * A short balance's shortcut, followed: the wallet's top-up form filled with what is missing in USD, the sandbox's
 * checkout, then back where the top-up was asked from. With `lang`, also that the checkout comes back to the wallet.
 */
export async function topUpAndComeBack(page: Page, javaScriptEnabled: boolean, lang?: string) {
  await expect(page).toHaveURL(/\/cabinet\/wallet\?.*top_up_amount=\d+.*top_up_currency=USD/);
  if (javaScriptEnabled) await hydrated(page);
  await page.getByTestId('top-up-submit').click();
  await expect(page).toHaveURL(/\/api\/sandbox-pay\//);
  await page.locator('button[value="approve"]').click();
  if (lang) await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/wallet\\?`));
  await page.getByTestId('top-up-back').click();
}

/**
 * A parcel the customer declares through the declare page's action (one pair of linen trousers from Koton, $40),
 * which the warehouse abroad receives and weighs. Returns its tracking number (`prefix` and digits).
 */
export async function weighedParcel(page: Page, lang: string, prefix: string, weightKg: string): Promise<string> {
  const number = `${prefix}${Date.now().toString().slice(-9)}${Math.floor(Math.random() * 1000)}`;
  const declared = await page.request.post(`/${lang}/cabinet/declare`, {
    form: {
      intent: 'declare',
      tracking_number: number,
      origin: 'TR',
      shop: 'Koton',
      'items.0.category': 'clothing',
      'items.0.description': 'Linen trousers',
      'items.0.quantity': '1',
      'items.0.unit_price': '40',
      'items.0.currency': 'USD',
      delivery_kind: 'courier',
    },
    maxRedirects: 0,
  });
  expect(declared.status(), await declared.text()).toBe(302);
  await warehouse('received', number, '--weight', weightKg);
  return number;
}
