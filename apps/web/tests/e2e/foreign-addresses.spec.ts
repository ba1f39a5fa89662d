import { expect, test, type Page } from '@playwright/test';
import { accessibleEverywhere, DEMO, hydrated, signIn } from './fixtures.ts';

/**
 * Addresses abroad: reached from the side navigation, a card per warehouse with the demo customer's name in Latin
 * letters and suite code in its lines, copy buttons that put a line or the whole address on the clipboard (and say
 * so to screen readers), hours and the shops' hints; without JavaScript the same text, plainly selectable.
 */

test.describe.configure({ timeout: 90_000 });

const JOURNEYS = [
  {
    lang: 'en',
    navLabel: 'Cabinet sections',
    nav: 'Addresses abroad',
    heading: 'Your addresses abroad',
    usa: 'USA',
    lineLabel: 'Address line 2',
    copyLine: 'Copy: Address line 2',
    copiedLine: 'Copied: Address line 2',
    copyAll: 'Copy the whole address',
    copiedAll: 'Address copied',
    zone: 'Local time: Eastern Time',
    weekdays: 'Monday–Friday',
    shops: 'What shops ask for: Amazon, eBay',
    hint: 'Put Suite',
  },
  {
    lang: 'ru',
    navLabel: 'Разделы кабинета',
    nav: 'Адреса за рубежом',
    heading: 'Ваши адреса за рубежом',
    usa: 'США',
    lineLabel: 'Адрес, строка 2',
    copyLine: 'Копировать: Адрес, строка 2',
    copiedLine: 'Скопировано: Адрес, строка 2',
    copyAll: 'Копировать весь адрес',
    copiedAll: 'Адрес скопирован',
    zone: 'Местное время: Восточная Америка',
    weekdays: 'Понедельник–пятница',
    shops: 'Что спрашивают магазины: Amazon, eBay',
    hint: 'укажите Suite',
  },
] as const;

function card(page: Page, country: string) {
  return page.getByTestId('warehouse-card').filter({ has: page.getByRole('heading', { level: 2, name: country }) });
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

for (const j of JOURNEYS) {
  test(`addresses abroad in ${j.lang}: from the side navigation, the suite code in the lines, copying`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, j.lang);
    await page.goto(`/${j.lang}/cabinet`);
    await hydrated(page);
    const code = (await page.getByTestId('customer-code').first().textContent())?.trim() ?? '';
    expect(code).toMatch(DEMO.code);

    await page.getByRole('navigation', { name: j.navLabel }).getByRole('link', { name: j.nav }).click();
    await expect(page).toHaveURL(`/${j.lang}/cabinet/foreign-addresses`);
    await expect(page.getByRole('heading', { level: 1, name: j.heading })).toBeVisible();
    await expect(page.getByTestId('warehouse-card')).toHaveCount(6);

    const usa = card(page, j.usa);
    const line = usa.getByTestId('line-address_line_2');
    await expect(line).toContainText(j.lineLabel);
    await expect(line.getByTestId('line-value')).toHaveText(`Suite ${code}`);
    await expect(usa.getByTestId('line-full_name').getByTestId('line-value')).toHaveText('Aysel Mammadova');
    for (const origin of ['TR', 'CN', 'GB', 'DE', 'AE']) {
      await expect(page.locator(`#warehouse-${origin.toLowerCase()}`)).toContainText(code);
    }

    // One line to the clipboard, announced to screen readers.
    await line.getByRole('button', { name: j.copyLine }).click();
    await expect(line.getByRole('button', { name: j.copiedLine })).toBeVisible();
    await expect(page.getByTestId('copy-status')).toHaveText(j.copiedLine);
    expect(await clipboard(page)).toBe(`Suite ${code}`);

    // The whole address, one line per field.
    await usa.getByRole('button', { name: j.copyAll }).click();
    await expect(usa.getByRole('button', { name: j.copiedAll })).toBeVisible();
    await expect(page.getByTestId('copy-status')).toHaveText(j.copiedAll);
    const whole = (await clipboard(page)).split('\n');
    expect(whole.slice(0, 3)).toEqual(['Aysel Mammadova', '20 Boulden Circle', `Suite ${code}`]);
    expect(whole).toContain('Delaware');

    // Hours in the warehouse's own time, named; the shops' hints open on demand.
    await expect(usa).toContainText(j.zone);
    await expect(usa.locator('.opening-hours')).toContainText(j.weekdays);
    const hints = usa.getByTestId('shop-hints');
    await expect(hints.getByText(j.hint)).toBeHidden();
    await hints.getByText(j.shops).click();
    await expect(hints.getByText(new RegExp(`${j.hint} ${code}`))).toBeVisible();
  });
}

test('the addresses abroad are accessible, light and dark, on a phone and a desktop', async ({ page }) => {
  await signIn(page, 'en');
  await page.goto('/en/cabinet/foreign-addresses');
  await hydrated(page);
  await card(page, 'Turkey').getByTestId('shop-hints').locator('summary').click();
  await accessibleEverywhere(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lines are plain text to select, and no copy button is offered', async ({ page }) => {
    await signIn(page, 'en');
    await page.goto('/en/cabinet/foreign-addresses');
    const usa = card(page, 'USA');
    const value = usa.getByTestId('line-address_line_2').getByTestId('line-value');
    await expect(value).toHaveText(/^Suite YL\d{5,}$/);
    await expect(value).toHaveCSS('user-select', 'all');
    await expect(page.getByTestId('copy-line').first()).toBeHidden();
    await expect(page.getByTestId('copy-all').first()).toBeHidden();
    await expect(usa.getByRole('button')).toHaveCount(0);
    // The hints open as a plain disclosure.
    await usa.getByTestId('shop-hints').locator('summary').click();
    await expect(usa.getByText(/^Put Suite YL\d{5,} in/)).toBeVisible();
    // The list of warehouses jumps to a card.
    await page.getByRole('navigation', { name: 'Warehouses' }).getByRole('link', { name: 'Germany' }).click();
    await expect(page).toHaveURL('/en/cabinet/foreign-addresses#warehouse-de');
  });
});
