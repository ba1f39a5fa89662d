import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { accessibleEverywhere, hydrated, signIn } from './fixtures.ts';
import { buyer } from './partners.ts';
import { inEachVariant } from './variants.ts';
import { topUp } from './wallet-steps.ts';
import { freshCustomer } from './settings-helpers.ts';

/**
 * Buy-for-me orders, with a customer of its own: the form is reviewed and paid from the wallet; the buyer raises the
 * price, the customer approves and pays the difference; the order is bought and arrives as a parcel, which links
 * back. Another order is cancelled after its confirm step and its money comes back. In English and Russian, with and
 * without JavaScript; axe on the review and on a changed price.
 */

test.describe.configure({ timeout: 180_000 });

const WORDS = {
  en: {
    title: 'Buy for me',
    newTitle: 'New buy-for-me order',
    paid: 'Paid',
    changed: 'Price changed',
    purchased: 'Purchased',
    arrived: 'Arrived',
    cancelled: 'Cancelled',
    total: '$89.25',
    newTotal: '$99.75',
    difference: '$10.50',
    balance: /\$200\.00/,
    refunded: /\$100\.00/,
    refundLink: (id: string) => `Buy-for-me order #${id}`,
  },
  ru: {
    title: 'Выкуп товаров',
    newTitle: 'Новый заказ на выкуп',
    paid: 'Оплачен',
    changed: 'Цена изменилась',
    purchased: 'Выкуплен',
    arrived: 'Прибыл на склад',
    cancelled: 'Отменён',
    total: '89,25\u00a0$',
    newTotal: '99,75\u00a0$',
    difference: '10,50\u00a0$',
    balance: /200,00\s\$/,
    refunded: /100,00\s\$/,
    refundLink: (id: string) => `Заказ на выкуп №${id}`,
  },
} as const;

const orderIdOf = (page: Page) => /\/buyforme\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
const state = (page: Page) => page.getByTestId('buy-for-me-state');

inEachVariant(({ lang, javaScriptEnabled, axe }) => {
  const words = WORDS[lang];

  test('an order is reviewed and paid, its higher price approved, and it arrives as a parcel', async ({
    page,
    context,
  }) => {
    await freshCustomer(page, context, lang);
    await topUp(page, lang, '200', javaScriptEnabled);

    await page.goto(`/${lang}/cabinet/buyforme`);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByTestId('buy-for-me-empty')).toBeVisible();
    await page.getByTestId('buy-for-me-new').click();
    await expect(page.getByRole('heading', { level: 1, name: words.newTitle })).toBeVisible();
    if (javaScriptEnabled) await hydrated(page);

    const form = page.getByTestId('buy-for-me-form');
    await form.locator('select[name="shop_country"]').selectOption('US');
    await form.locator('select[name="currency"]').selectOption('USD');
    await form.locator('input[name="items.0.link"]').fill('https://www.shop.example/p/running-shoes?ref=e2e');
    await form.locator('input[name="items.0.description"]').fill('Running shoes');
    await form.locator('input[name="items.0.size"]').fill('42');
    await form.locator('input[name="items.0.quantity"]').fill('2');
    await form.locator('input[name="items.0.unit_price"]').fill(lang === 'ru' ? '40,00' : '40.00');
    // A second row, added and removed again (submit buttons without JavaScript, in place with it).
    await form.locator('button[value="add-item"]').click();
    await expect(page.getByTestId('buy-for-me-item')).toHaveCount(2);
    await form.locator('button[value="remove-item"]').last().click();
    await expect(page.getByTestId('buy-for-me-item')).toHaveCount(1);
    await expect(form.locator('input[name="items.0.description"]')).toHaveValue('Running shoes');
    await form.locator('input[name="local_delivery"]').fill('5');
    await form.locator('select[name="pay_currency"]').selectOption('USD');
    await page.getByTestId('buy-for-me-review').click();

    const review = page.getByTestId('buy-for-me-review-card');
    await expect(review).toBeVisible();
    await expect(review.getByTestId('buy-for-me-total')).toHaveText(words.total);
    await expect(review.getByTestId('buy-for-me-link')).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(review.getByTestId('buy-for-me-link')).toContainText('shop.example/p/running-shoes');
    await expect(review.getByTestId('buy-for-me-short')).toHaveCount(0);
    if (axe) await accessibleEverywhere(page);
    await page.getByTestId('buy-for-me-confirm').click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/buyforme/\\d+$`));
    const id = orderIdOf(page);
    await expect(state(page)).toHaveText(words.paid);
    await expect(page.getByTestId('buy-for-me-paid')).toHaveText(words.total);

    // The buyer finds a higher price: the customer approves it and pays the difference.
    const item = await page.getByTestId('buy-for-me-item-row').first().getAttribute('data-item-id');
    await buyer({ type: 'price_changed', order_id: id, items: [{ id: item, unit_price: 4500 }], reason: 'New season' });
    await page.reload();
    if (javaScriptEnabled) await hydrated(page);
    await expect(state(page)).toHaveText(words.changed);
    const change = page.getByTestId('buy-for-me-price-change');
    await expect(change).toContainText('New season');
    await expect(change.getByTestId('buy-for-me-difference')).toHaveText(words.difference);
    if (axe) await accessibleEverywhere(page);
    await change.getByTestId('buy-for-me-pay').click();
    await expect(state(page)).toHaveText(words.paid);
    await expect(page.getByTestId('buy-for-me-paid')).toHaveText(words.newTotal);
    await expect(page.getByTestId('buy-for-me-cancel-open')).toBeVisible();

    // Bought: it can no longer be cancelled. Arrived: it is a parcel, which links back to the order.
    await buyer({ type: 'purchased', order_id: id });
    await page.reload();
    await expect(state(page)).toHaveText(words.purchased);
    await expect(page.getByTestId('buy-for-me-locked')).toBeVisible();
    await expect(page.getByTestId('buy-for-me-cancel-open')).toHaveCount(0);
    const tracking = `BFME2E${Date.now().toString().slice(-9)}`;
    await buyer({ type: 'arrived', order_id: id, tracking_number: tracking });
    await page.reload();
    await expect(state(page)).toHaveText(words.arrived);
    await page.getByTestId('buy-for-me-parcel-link').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/packages/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tracking);
    await page.getByTestId('package-buy-for-me').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/buyforme/${id}$`));

    await page.goto(`/${lang}/cabinet/buyforme?status=arrived`);
    await expect(page.getByTestId('buy-for-me-row')).toHaveCount(1);
    await expect(page.getByTestId('buy-for-me-tab-arrived')).toHaveAttribute('aria-current', 'page');
    await page.goto(`/${lang}/cabinet/buyforme?status=cancelled`);
    await expect(page.getByTestId('buy-for-me-no-match')).toBeVisible();
  });

  test('a paid order is cancelled after its confirm step, and its money comes back', async ({ page, context }) => {
    await freshCustomer(page, context, lang);
    await topUp(page, lang, '100', javaScriptEnabled);
    const placed = await page.request.post(`/${lang}/cabinet/buyforme/new`, {
      form: {
        intent: 'order',
        idempotency_key: `e2e-${Date.now()}-${randomInt(1e9)}`,
        shop_country: 'US',
        currency: 'USD',
        'items.0.link': 'https://shop.example/p/scarf',
        'items.0.description': 'Wool scarf',
        'items.0.quantity': '1',
        'items.0.unit_price': '20',
        local_delivery: '0',
        pay_currency: 'USD',
      },
      maxRedirects: 0,
    });
    expect(placed.status(), await placed.text()).toBe(302);
    await page.goto(String(placed.headers().location));
    const id = orderIdOf(page);
    if (javaScriptEnabled) await hydrated(page);
    await expect(state(page)).toHaveText(words.paid);
    await expect(page.getByTestId('header-balance')).not.toContainText(words.refunded);

    await page.getByTestId('buy-for-me-cancel-open').click();
    await expect(page).toHaveURL(new RegExp(`/buyforme/${id}\\?cancel`));
    await expect(page.getByTestId('buy-for-me-cancel-step')).toBeVisible();
    await page.getByTestId('buy-for-me-cancel').click();
    await expect(state(page)).toHaveText(words.cancelled);
    await expect(page.getByTestId('header-balance')).toContainText(words.refunded);

    await page.goto(`/${lang}/cabinet/wallet`);
    const refund = page.locator('[data-testid="wallet-line"][data-kind="refund"]');
    await expect(refund).toHaveCount(1);
    await refund.getByRole('link', { name: words.refundLink(id) }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/buyforme/${id}$`));
  });
});

test('the demo customer’s orders, one in every state, and their list are accessible, light and dark', async ({
  page,
}) => {
  await signIn(page, 'en');
  await page.goto('/en/cabinet/buyforme');
  await hydrated(page);
  const rows = page.getByTestId('buy-for-me-row');
  await expect(rows.first()).toBeVisible();
  await accessibleEverywhere(page);
  const links = await rows.locator('th a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  const seen = new Set<string>();
  for (const link of links) {
    await page.goto(link);
    await hydrated(page);
    const shown = (await state(page).innerText()).trim();
    if (seen.has(shown)) continue;
    seen.add(shown);
    await accessibleEverywhere(page);
  }
  expect(seen.size).toBeGreaterThanOrEqual(4);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`en, ${javaScriptEnabled ? 'with' : 'without'} JavaScript, a short balance`, () => {
    test.use({ javaScriptEnabled });

    test('the review offers the top-up, which brings the order back as it was to pay', async ({ page, context }) => {
      await freshCustomer(page, context, 'en');
      await page.goto('/en/cabinet/buyforme/new');
      if (javaScriptEnabled) await hydrated(page);
      const form = page.getByTestId('buy-for-me-form');
      await form.locator('select[name="shop_country"]').selectOption('US');
      await form.locator('select[name="currency"]').selectOption('USD');
      await form.locator('input[name="items.0.link"]').fill('https://shop.example/p/wool-scarf');
      await form.locator('input[name="items.0.description"]').fill('Wool scarf');
      await form.locator('input[name="items.0.unit_price"]').fill('20');
      await page.getByTestId('buy-for-me-review').click();

      // $20.00 and the $3.00 minimum fee: $23.00, all of it missing.
      const review = page.getByTestId('buy-for-me-review-card');
      await expect(review.getByTestId('buy-for-me-pay-total')).toHaveText('$23.00');
      await expect(review.getByTestId('buy-for-me-short')).toContainText('$23.00');
      await expect(page.getByTestId('buy-for-me-confirm')).toHaveText('Save the order and pay later');
      if (javaScriptEnabled) await accessibleEverywhere(page);
      await review.getByTestId('buy-for-me-top-up').click();
      await expect(page).toHaveURL(/\/en\/cabinet\/wallet\?.*top_up_amount=2300/);
      if (javaScriptEnabled) await hydrated(page);
      await page.getByTestId('top-up-submit').click();
      await page.locator('button[value="approve"]').click();
      await page.getByTestId('top-up-back').click();

      await expect(page).toHaveURL(/\/en\/cabinet\/buyforme\/new\?draft$/);
      await expect(page.getByTestId('buy-for-me-restored')).toBeVisible();
      await expect(form.locator('input[name="items.0.link"]')).toHaveValue('https://shop.example/p/wool-scarf');
      if (javaScriptEnabled) await hydrated(page);
      await page.getByTestId('buy-for-me-review').click();
      await expect(page.getByTestId('buy-for-me-short')).toHaveCount(0);
      await page.getByTestId('buy-for-me-confirm').click();
      await expect(page).toHaveURL(/\/en\/cabinet\/buyforme\/\d+$/);
      await expect(state(page)).toHaveText('Paid');
    });
  });
}
