import { expect, test, type Page } from '@playwright/test';
import { accessibleEverywhere, hydrated } from './fixtures.ts';
import { courier, warehouse } from './partners.ts';
import { inEachVariant } from './variants.ts';
import { topUpAndComeBack, weighedParcel } from './wallet-steps.ts';
import { freshCustomer } from './settings-helpers.ts';

/**
 * Courier delivery orders, with a customer of their own: a parcel arrives and is paid; from the parcel's page the
 * customer orders a courier, adds the address on the way (and comes back to the order), picks a slot, tops up the
 * fee the wizard says is missing and comes back with that slot still chosen, and pays; the address cannot go while
 * the order is open; the courier's signed steps take it to delivered, and the parcel is delivered. Another order is
 * cancelled, its fee back in the wallet with a refund line; while it was open, a new order showed its parcel, not to
 * be ticked, with a link to it. In the three variants (`variants.ts`): English with and without JavaScript, Russian with it; axe on the wizard's
 * states.
 */

test.describe.configure({ timeout: 180_000 });

const WORDS = {
  en: {
    remove: 'Delete',
    confirmRemove: 'Yes, delete it',
    requested: 'Requested',
    scheduled: 'Scheduled',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    parcelDelivered: 'Delivered',
    wizardTitle: 'Order a courier',
    refunded: /returned to your wallet/,
  },
  ru: {
    remove: 'Удалить',
    confirmRemove: 'Да, удалить',
    requested: 'Оформлен',
    scheduled: 'Запланирован',
    delivered: 'Доставлен',
    cancelled: 'Отменён',
    parcelDelivered: 'Доставлена',
    wizardTitle: 'Заказать курьера',
    refunded: /возвращено в ваш кошелёк/,
  },
} as const;
type Lang = keyof typeof WORDS;

/**
 * A parcel the customer declares, weighed abroad, paid exactly (the pay page's top-up of what is missing, so the
 * balance is zero after), and brought to the local warehouse. Returns its tracking number.
 */
async function arrivedPaidParcel(page: Page, lang: Lang, javaScriptEnabled: boolean): Promise<string> {
  const number = await weighedParcel(page, lang, 'CR', '1.2');
  await page.goto(`/${lang}/cabinet/packages`);
  await page.getByTestId('package-pay').click();
  await page.getByTestId('parcel-payment-top-up').click();
  await topUpAndComeBack(page, javaScriptEnabled);
  await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/wallet/pay\\?`));
  if (javaScriptEnabled) await hydrated(page);
  await page.getByTestId('parcel-payment-form').getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/packages$`));
  for (const step of ['shipped', 'at_customs', 'at_local_warehouse']) await warehouse(step, number);
  return number;
}

/** The parcel's page, from the list. */
async function openParcel(page: Page, lang: Lang, number: string) {
  await page.goto(`/${lang}/cabinet/packages`);
  await page.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/packages/\\d+$`));
}

/** Adds an address in Tashkent from the wizard's link, and comes back to the order by the addresses page's link. */
async function addAddressOnTheWay(page: Page, lang: Lang) {
  await page.getByTestId('courier-new-add-address').click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/addresses\\?add&return=`));
  const form = page.getByTestId('address-form');
  await form.locator('select[name="city"]').selectOption('UZ-TASHKENT');
  await form.locator('input[name="street"]').fill('Amir Temur');
  await form.locator('input[name="building"]').fill('15');
  await form.locator('input[name="postal_code"]').fill('100000');
  await form.locator('input[name="phone"]').fill('+998901234567');
  await form.getByRole('button').first().click();
  await page.getByTestId('addresses-return').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/orders/new\\?parcels=\\d+`));
}

inEachVariant(({ lang, javaScriptEnabled, axe }) => {
  const words = WORDS[lang];

  test('a courier brings an arrived parcel: ordered from its page, paid after a top-up, delivered', async ({
    page,
    context,
  }) => {
    await freshCustomer(page, context, lang);
    const number = await arrivedPaidParcel(page, lang, javaScriptEnabled);

    // The parcel's page offers a courier; the wizard opens with the parcel chosen and asks for an address.
    await openParcel(page, lang, number);
    await page.getByTestId('package-order-courier').click();
    await expect(page.getByRole('heading', { level: 1, name: words.wizardTitle })).toBeVisible();
    await addAddressOnTheWay(page, lang);
    if (javaScriptEnabled) await hydrated(page);
    await page.getByTestId('courier-new-continue').click();

    // The balance is zero after the parcel's payment: the fee is missing, with a top-up that comes back here.
    await expect(page.getByTestId('courier-new-short')).toBeVisible();
    await expect(page.getByTestId('courier-new-submit')).toHaveCount(0);
    await expect(page.getByTestId('courier-new-zone')).toBeVisible();
    if (axe) await accessibleEverywhere(page);
    // The slot picked before topping up is still the one chosen when the customer comes back to pay.
    const picked = page.locator('input[name="slot"]').nth(1);
    const slot = (await picked.getAttribute('value'))!;
    await picked.check();
    await page.getByTestId('courier-new-top-up').click();
    await topUpAndComeBack(page, javaScriptEnabled);
    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/orders/new\\?parcels=\\d+&address_id=\\d+&slot=`));
    if (javaScriptEnabled) await hydrated(page);
    await expect(page.getByTestId('courier-new-short')).toHaveCount(0);
    await expect(page.getByTestId(`courier-slot-${slot}`)).toBeChecked();
    if (axe) await accessibleEverywhere(page);
    await page.getByTestId('courier-new-submit').click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/orders/\\d+$`));
    const orderId = page.url().split('/').pop()!;
    await expect(page.getByTestId('courier-order-status')).toHaveText(words.requested);
    await expect(page.getByTestId('courier-order-parcels')).toContainText(number);
    await expect(page.getByTestId('courier-order-cancel-link')).toBeVisible();

    // The address the open order goes to cannot be deleted: the reason shows on it.
    await page.goto(`/${lang}/cabinet/addresses`);
    if (javaScriptEnabled) await hydrated(page);
    const card = page.getByTestId('address-card').filter({ hasText: 'Amir Temur 15' });
    await card.getByRole('link', { name: words.remove }).click();
    await card.getByRole('button', { name: words.confirmRemove }).click();
    await expect(page.getByTestId('address-in-use')).toBeVisible();
    await page.goto(`/${lang}/cabinet/addresses`);
    await expect(page.getByTestId('address-card')).toHaveCount(1);

    // The dashboard lists it among the open orders, and the list under its tab.
    await page.goto(`/${lang}/cabinet`);
    await expect(page.getByTestId('dashboard-courier-order')).toContainText(orderId);
    await page.goto(`/${lang}/cabinet/orders?status=open`);
    await expect(page.getByTestId('courier-order-row')).toHaveCount(1);

    // The courier's steps: once scheduled it can no longer be cancelled here; then delivered.
    await courier('scheduled', orderId, '--detail', 'Rauf');
    await page.goto(`/${lang}/cabinet/orders/${orderId}`);
    await expect(page.getByTestId('courier-order-status')).toHaveText(words.scheduled);
    await expect(page.getByTestId('courier-order-not-cancellable')).toBeVisible();
    await expect(page.getByTestId('courier-order-cancel-link')).toHaveCount(0);
    await courier('out-for-delivery', orderId);
    await courier('delivered', orderId, '--detail', 'Nodira');
    await page.reload();
    await expect(page.getByTestId('courier-order-status')).toHaveText(words.delivered);
    await expect(page.getByTestId('courier-order-timeline')).toContainText('Nodira');

    await page.getByTestId('courier-order-parcels').getByRole('link', { name: number }).click();
    await expect(page.getByTestId('package-state')).toHaveText(words.parcelDelivered);
    await expect(page.getByTestId('package-courier-order')).toContainText(orderId);
    await expect(page.getByTestId('package-order-courier')).toHaveCount(0);
  });

  test('a cancelled courier order gives the fee back, with a refund line in the wallet', async ({ page, context }) => {
    await freshCustomer(page, context, lang);
    const number = await arrivedPaidParcel(page, lang, javaScriptEnabled);
    await page.goto(`/${lang}/cabinet/orders`);
    await expect(page.getByTestId('courier-orders-empty')).toBeVisible();
    await page.getByTestId('courier-orders-empty').getByRole('link').click();
    if (javaScriptEnabled) await hydrated(page);
    await page.getByLabel(new RegExp(number)).check();
    await page.getByTestId('courier-new-continue').click();
    await addAddressOnTheWay(page, lang);
    if (javaScriptEnabled) await hydrated(page);
    await page.getByTestId('courier-new-continue').click();
    await page.getByTestId('courier-new-top-up').click();
    await topUpAndComeBack(page, javaScriptEnabled);
    if (javaScriptEnabled) await hydrated(page);
    await page.locator('input[name="slot"]').nth(1).check();
    await page.getByTestId('courier-new-submit').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/orders/\\d+$`));
    await expect(page.getByTestId('header-balance')).toContainText(/0[.,]00/);

    const orderId = page.url().split('/').pop()!;

    // A new order no longer offers the parcel: it shows, not to be ticked, with the order that holds it.
    await page.goto(`/${lang}/cabinet/orders/new`);
    await expect(page.getByTestId('courier-new-no-parcels')).toBeVisible();
    const held = page.getByTestId('courier-new-held');
    await expect(held.getByLabel(new RegExp(number))).toBeDisabled();
    if (axe) await accessibleEverywhere(page);
    await held.getByRole('link', { name: new RegExp(`${orderId}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet/orders/${orderId}$`));

    // Cancelling asks first (a link, then the confirm form with its own key).
    if (javaScriptEnabled) await hydrated(page);
    await page.getByTestId('courier-order-cancel-link').click();
    await expect(page).toHaveURL(/\?cancel$/);
    await page.getByTestId('courier-order-cancel-confirm').click();
    await expect(page.getByTestId('courier-order-status')).toHaveText(words.cancelled);
    await expect(page.getByTestId('courier-order-refund')).toContainText(words.refunded);
    await expect(page.getByTestId('courier-order-cancel')).toHaveCount(0);

    await page.goto(`/${lang}/cabinet/wallet`);
    await expect(page.getByTestId('balance-USD')).toContainText(/3[.,]00/);
    await expect(page.locator('[data-testid="wallet-line"][data-kind="refund"]')).toHaveCount(1);

    // The parcel is free again: its page offers a courier once more.
    await openParcel(page, lang, number);
    await expect(page.getByTestId('package-order-courier')).toBeVisible();
  });
});
