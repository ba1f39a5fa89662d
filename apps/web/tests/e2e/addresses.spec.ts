import { expect, test, type Page } from '@playwright/test';
import { accessibleEverywhere as accessibleOnEveryScreen, hydrated } from './fixtures.ts';
import { newCustomer } from './new-customer.ts';

/** Delivery addresses: a new customer's empty list, adding (refused, then right), editing, the default, deleting. */

test.describe.configure({ timeout: 90_000 });

/** Closes the toasts on screen (welcome, saved…): axe would measure the text under them against them. */
async function closeToasts(page: Page) {
  const toasts = page.locator('.Toastify__toast');
  await expect(async () => {
    // The newest first; a toast already on its way out is no longer there to be clicked.
    const close = toasts.getByRole('button').first();
    if ((await close.count()) > 0) await close.click({ timeout: 1000 }).catch(() => undefined);
    // A toast under the pointer waits (pause on hover): the pointer leaves the toasts' corner.
    await page.mouse.move(0, 0);
    await expect(toasts).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** axe, light and dark, on a phone and a desktop, of the page as it is now (its toasts closed first). */
async function accessibleEverywhere(page: Page) {
  await closeToasts(page);
  await accessibleOnEveryScreen(page);
}

const JOURNEYS = [
  {
    lang: 'en',
    country: 'GE',
    heading: 'Delivery addresses',
    todoLink: 'Add an address',
    add: 'Add an address',
    create: 'Add the address',
    save: 'Save changes',
    edit: 'Edit',
    makeDefault: 'Make default',
    remove: 'Delete',
    confirm: 'Yes, delete it',
    keep: 'No, keep it',
    defaultBadge: 'Default',
    added: 'The address is added.',
    city: { code: 'GE-TBILISI', name: 'Tbilisi' },
    otherCity: { code: 'GE-BATUMI', name: 'Batumi' },
    postal: '0108',
    badPostal: '108',
    postalError: 'Enter the 4-digit postal code, e.g. 0105.',
    phone: '+995 555 12 34 56',
    tooShort: 'Use at least 2 characters.',
  },
  {
    lang: 'az',
    country: 'UZ',
    heading: 'Çatdırılma ünvanları',
    todoLink: 'Ünvan əlavə et',
    add: 'Ünvan əlavə et',
    create: 'Ünvanı əlavə et',
    save: 'Dəyişiklikləri saxla',
    edit: 'Dəyişdir',
    makeDefault: 'Əsas et',
    remove: 'Sil',
    confirm: 'Bəli, sil',
    keep: 'Xeyr, saxla',
    defaultBadge: 'Əsas',
    added: 'Ünvan əlavə olundu.',
    city: { code: 'UZ-TASHKENT', name: 'Daşkənd' },
    otherCity: { code: 'UZ-SAMARKAND', name: 'Səmərqənd' },
    postal: '100000',
    badPostal: '1000',
    postalError: '6 rəqəmli poçt indeksini daxil edin, məsələn, 100000.',
    phone: '+998 90 123 45 67',
    tooShort: 'Ən azı 2 simvol daxil edin.',
  },
] as const;

function card(page: Page, text: string) {
  return page.getByTestId('address-card').filter({ hasText: text });
}

// axe in the first language's journey: the second takes the same steps through the same markup in other words.
for (const [index, j] of JOURNEYS.entries()) {
  const axe = index === 0;
  test(`addresses in ${j.lang}: empty, add with a field error then right, edit, make default, delete`, async ({
    page,
    context,
  }) => {
    await newCustomer(page, context, j.country);
    await page.goto(`/${j.lang}/cabinet`);
    await hydrated(page);
    await page.getByTestId('todo-address').getByRole('link', { name: j.todoLink }).click();
    await expect(page).toHaveURL(`/${j.lang}/cabinet/addresses`);
    await expect(page.getByRole('heading', { level: 1, name: j.heading })).toBeVisible();
    await expect(page.getByTestId('addresses-empty')).toBeVisible();
    if (axe) await accessibleEverywhere(page);

    await page.getByTestId('addresses-empty').getByRole('link', { name: j.add }).click();
    await expect(page).toHaveURL(`/${j.lang}/cabinet/addresses?add`);
    const form = page.getByTestId('address-form');
    await form.locator('select[name="city"]').selectOption(j.city.code);
    await form.locator('input[name="street"]').fill('R');
    await form.locator('input[name="building"]').fill('12');
    await form.locator('input[name="postal_code"]').fill(j.badPostal);
    await form.locator('input[name="phone"]').fill(j.phone);
    await form.getByRole('button', { name: j.create }).click();
    await expect(form.getByText(j.tooShort)).toBeVisible();
    await expect(form.getByText(j.postalError)).toBeVisible();
    await expect(form.locator('input[name="postal_code"]')).toBeFocused();
    await expect(form.locator('input[name="building"]')).toHaveValue('12');
    if (axe) await accessibleEverywhere(page);
    await form.locator('input[name="street"]').fill('Rustaveli');
    await form.locator('input[name="postal_code"]').fill(j.postal);
    await form.getByRole('button', { name: j.create }).click();
    await expect(page).toHaveURL(`/${j.lang}/cabinet/addresses`);
    await expect(page.getByText(j.added)).toBeVisible();
    await expect(card(page, 'Rustaveli 12').getByTestId('default-badge')).toHaveText(j.defaultBadge);

    // A second address, then changed: it stays an ordinary one.
    await page.getByRole('link', { name: j.add }).click();
    await form.locator('select[name="city"]').selectOption(j.otherCity.code);
    await form.locator('input[name="street"]').fill('Chavchavadze');
    await form.locator('input[name="building"]').fill('3');
    await form.locator('input[name="postal_code"]').fill(j.postal);
    await form.locator('input[name="phone"]').fill(j.phone);
    await form.getByRole('button', { name: j.create }).click();
    await expect(card(page, 'Chavchavadze 3')).toContainText(j.otherCity.name);
    await card(page, 'Chavchavadze 3').getByRole('link', { name: j.edit }).click();
    await expect(form.locator('input[name="street"]')).toHaveValue('Chavchavadze');
    await form.locator('input[name="apartment"]').fill('7');
    await form.locator('textarea[name="note"]').fill('Code 1234');
    await form.getByRole('button', { name: j.save }).click();
    await expect(page).toHaveURL(`/${j.lang}/cabinet/addresses`);
    await expect(card(page, 'Chavchavadze 3')).toContainText('Code 1234');
    await expect(card(page, 'Chavchavadze 3').getByTestId('default-badge')).toHaveCount(0);

    // The default moves, and the default address comes first.
    await card(page, 'Chavchavadze 3').getByRole('button', { name: j.makeDefault }).click();
    await expect(card(page, 'Chavchavadze 3').getByTestId('default-badge')).toBeVisible();
    await expect(card(page, 'Rustaveli 12').getByTestId('default-badge')).toHaveCount(0);
    await expect(page.getByTestId('address-card').first()).toContainText('Chavchavadze 3');

    // Deleting asks first, in the address's own card, whose question takes the focus; keeping it changes nothing.
    await card(page, 'Chavchavadze 3').getByRole('link', { name: j.remove }).click();
    const confirm = card(page, 'Chavchavadze 3').getByTestId('remove-confirm');
    await expect(confirm).toContainText('Chavchavadze 3');
    await expect(confirm.locator('p')).toBeFocused();
    await expect(page.getByTestId('remove-confirm')).toHaveCount(1);
    if (axe) await accessibleEverywhere(page);
    await confirm.getByRole('link', { name: j.keep }).click();
    await expect(page.getByTestId('remove-confirm')).toHaveCount(0);
    await expect(page.getByTestId('address-card')).toHaveCount(2);
    // Deleting the default hands it to the other address; the last leaves the list empty.
    await card(page, 'Chavchavadze 3').getByRole('link', { name: j.remove }).click();
    await confirm.getByRole('button', { name: j.confirm }).click();
    await expect(page.getByTestId('address-card')).toHaveCount(1);
    await expect(card(page, 'Rustaveli 12').getByTestId('default-badge')).toBeVisible();
    await card(page, 'Rustaveli 12').getByRole('link', { name: j.remove }).click();
    // The confirm step must be on screen before its button is pressed, as for the first address.
    await expect(card(page, 'Rustaveli 12').getByTestId('remove-confirm')).toContainText('Rustaveli 12');
    await card(page, 'Rustaveli 12').getByRole('button', { name: j.confirm }).click();
    await expect(page.getByTestId('addresses-empty')).toBeVisible({ timeout: 15_000 });
  });
}

test('another customer’s address is not found, and nothing of it is shown', async ({ page, context }) => {
  await newCustomer(page, context, 'GE');
  // The demo customer's addresses are the first ones of the database.
  for (const search of ['?edit=1', '?delete=2']) {
    const response = await page.goto(`/en/cabinet/addresses${search}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-status')).toContainText('404');
    await expect(page.locator('body')).not.toContainText(/Nizami|Atatürk/);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an address is refused by the server with its messages, kept, then added; and deleted after the confirm step', async ({
    page,
    context,
  }) => {
    await newCustomer(page, context, 'GE');
    await page.goto('/en/cabinet/addresses');
    await page.getByRole('link', { name: 'Add an address' }).click();
    await page.locator('select[name="city"]').selectOption('GE-KUTAISI');
    await page.locator('input[name="street"]').fill('Tamar Mepe');
    await page.locator('input[name="building"]').fill('4');
    await page.locator('input[name="postal_code"]').fill('46');
    await page.locator('input[name="phone"]').fill('+994 50 123 45 67');
    await page.getByRole('button', { name: 'Add the address' }).click();
    await expect(page).toHaveURL('/en/cabinet/addresses?add');
    await expect(page.getByText('Enter the 4-digit postal code, e.g. 0105.')).toBeVisible();
    await expect(page.getByText('Enter a Georgian phone number, e.g. +995 555 12 34 56.')).toBeVisible();
    await expect(page.locator('input[name="street"]')).toHaveValue('Tamar Mepe');
    await expect(page.locator('select[name="city"]')).toHaveValue('GE-KUTAISI');
    await page.locator('input[name="postal_code"]').fill('4600');
    await page.locator('input[name="phone"]').fill('+995 555 12 34 56');
    await page.getByRole('button', { name: 'Add the address' }).click();
    await expect(page).toHaveURL('/en/cabinet/addresses');
    await expect(card(page, 'Tamar Mepe 4')).toContainText('Kutaisi');
    await expect(card(page, 'Tamar Mepe 4').getByTestId('default-badge')).toBeVisible();

    await card(page, 'Tamar Mepe 4').getByRole('link', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByTestId('addresses-empty')).toBeVisible();
  });
});
