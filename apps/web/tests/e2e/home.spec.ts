import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './fixtures.ts';

/** Picks a country in the header and waits until the server has stored it. */
async function chooseCountry(page: Page, name: string) {
  await page.getByTestId('country-picker').click();
  const stored = page.waitForResponse((response) => response.url().includes('/preferences') && response.ok());
  await page.getByRole('menuitem', { name }).click();
  await stored;
}

test.describe('the tracking box', () => {
  test('goes to /{lang}/tracking/{number}, tidying what was typed', async ({ page }) => {
    await page.goto('/ru');
    await hydrated(page);
    await page.getByPlaceholder(/Трек-номер/).fill(' tr 1234 5678 ');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL('/ru/tracking/TR12345678');
  });

  test('explains what a tracking number looks like', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    await page.getByPlaceholder(/Tracking number/).fill('ab');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText('Enter 6 to 40 letters, digits or dashes.')).toBeVisible();
    await expect(page).toHaveURL('/en');
  });
});

test.describe('the tariffs teaser', () => {
  test('shows the published Turkey price from the API in the page locale', async ({ page }) => {
    await page.goto('/en');
    const turkey = page.getByTestId('tariff-TR');
    await expect(turkey).toContainText('$2.50');
    await expect(turkey).toContainText('up to 0.25 kg');
    await expect(turkey).toContainText('$6.50 for each further kilogram');
    await page.goto('/ru');
    await expect(page.getByTestId('tariff-TR')).toContainText('2,50');
  });

  test('formats prices the same on the server and in the browser, with no hydration mismatch', async ({
    page,
    context,
    baseURL,
  }) => {
    // Prices to Azerbaijan, read in Georgian (a Georgian page alone would show prices to Georgia).
    await context.addCookies([{ name: 'yolla_country', value: 'AZ', url: baseURL! }]);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/ge');
    await hydrated(page);
    const turkey = page.getByTestId('tariff-TR');
    await expect(turkey).toContainText('2,50 US$');
    await expect(turkey).toContainText('კგ');
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  });

  test('caps the comparison at three warehouses with the spec messages', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    const select = page.getByRole('combobox', { name: 'Compare warehouses' });
    await select.click();
    await expect(
      page.getByText('Maximum of 3 options selected. First remove a selected option to select another.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('tariff-CN').waitFor();
    // Remove China, then pick Germany.
    await page.locator('.mantine-Pill-root', { hasText: 'China' }).locator('button').click();
    await expect(page.getByTestId('tariff-CN')).toHaveCount(0);
    await select.click();
    const germany = page.getByRole('option', { name: 'Germany' });
    await expect(germany).toHaveCSS('min-height', '40px');
    // The dropdown's scroll area is capped at 300 px.
    const heights = await page
      .locator('.mantine-MultiSelect-dropdown *')
      .evaluateAll((nodes) =>
        nodes.map((node) => getComputedStyle(node).maxHeight).filter((value) => value !== 'none'),
      );
    expect(heights).toEqual(['300px']);
    await germany.click();
    await expect(page.getByTestId('tariff-DE')).toBeVisible();
    await page.locator('.mantine-Pill-root', { hasText: 'Germany' }).locator('button').click();
    await select.click();
    await select.fill('Atlantis');
    await expect(page.getByText('No elements found. Consider changing the search query.')).toBeVisible();
  });

  test('speaks the page language in the multi-select too', async ({ page }) => {
    await page.goto('/ru');
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Сравнить склады' }).click();
    await expect(
      page.getByText('Можно выбрать не больше 3 вариантов. Сначала уберите один из выбранных.'),
    ).toBeVisible();
  });
});

test.describe('the country of a first visit', () => {
  test('follows the page language, and the picker still changes it', async ({ page, context }) => {
    await page.goto('/ge');
    await hydrated(page);
    await expect(page.getByTestId('country-picker')).toContainText('GE');
    await expect(page.getByText(/მიწოდებით: საქართველო/)).toBeVisible();
    await page.goto('/uz');
    await hydrated(page);
    await expect(page.getByTestId('country-picker')).toContainText('UZ');
    await expect(page.getByText(/Oʻzbekiston yoʻnalishi/)).toBeVisible();
    await chooseCountry(page, 'Gruziya');
    await expect(page.getByText(/Gruziya yoʻnalishi/)).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'yolla_country')?.value).toBe('GE');
  });

  test('in English comes from the browser region, else Azerbaijan', async ({ browser }) => {
    const uzbek = await browser.newContext({ locale: 'en-UZ' });
    const page = await uzbek.newPage();
    await page.goto('/en');
    await expect(page.getByTestId('country-picker')).toContainText('UZ');
    await uzbek.close();
    const american = await browser.newContext({ locale: 'en-US' });
    const other = await american.newPage();
    await other.goto('/en');
    await expect(other.getByTestId('country-picker')).toContainText('AZ');
    await american.close();
  });
});

test.describe('country switches', () => {
  test('Azerbaijan: Azerbaijan-only services and a choice of destination', async ({ page, context }) => {
    await page.goto('/en');
    await hydrated(page);
    await chooseCountry(page, 'Azerbaijan');
    await expect(page.getByTestId('service-azerpost')).toBeVisible();
    await expect(page.getByTestId('service-smart_customs')).toBeVisible();
    await expect(page.getByTestId('destination-choice')).toBeVisible();
    // Azerbaijan was already shown (the default), so nothing on the page waits for the answer: poll the cookie.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'yolla_country')?.value).toBe('AZ');
  });

  test('Uzbekistan: neither Azerbaijan-only services nor a destination choice; prices to Uzbekistan', async ({
    page,
    context,
  }) => {
    await page.goto('/en');
    await hydrated(page);
    await chooseCountry(page, 'Uzbekistan');
    await expect(page.getByTestId('country-picker')).toContainText('UZ');
    await expect(page.getByTestId('service-azerpost')).toHaveCount(0);
    await expect(page.getByTestId('service-smart_customs')).toHaveCount(0);
    await expect(page.getByTestId('destination-choice')).toHaveCount(0);
    await expect(page.getByText(/delivery to Uzbekistan/)).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'yolla_country')?.value).toBe('UZ');
  });

  test('Georgia: Azerbaijan-only services on, and the destination can be chosen', async ({ page }) => {
    await page.goto('/ru');
    await hydrated(page);
    await chooseCountry(page, 'Грузия');
    await expect(page.getByTestId('country-picker')).toContainText('GE');
    // The page data has caught up with the new country once prices are to Georgia.
    await expect(page.getByText(/направление доставки — Грузия/)).toBeVisible();
    await expect(page.getByTestId('service-azerpost')).toBeVisible();
    await page.getByTestId('destination-choice').getByText('Азербайджан').click();
    await expect(page).toHaveURL(/\?to=AZ/);
    await expect(page.getByText(/направление доставки — Азербайджан/)).toBeVisible();
  });
});
