import { expect, test, type Page } from '@playwright/test';
import { accessibleEverywhere, hydrated, signIn } from './fixtures.ts';

/** Parcels: from the side navigation to the list, its filters in the address, a parcel's road and cost. */

test.describe.configure({ timeout: 120_000 });

const SECOND = { email: 'demo2@yolla.test', password: 'yolla-demo-2026' };

const JOURNEYS = [
  {
    lang: 'en',
    nav: 'My parcels',
    held: 'Held by customs',
    from: 'From',
    germany: 'Germany',
    show: 'Show',
    filters: 'Search and filter',
    timeline: 'Where it has been',
    pages: 'Pages',
    next: 'Next page',
    previous: 'Previous page',
    chargeable: 'Chargeable weight',
    notFound: /not found|404/i,
  },
  {
    lang: 'ru',
    nav: 'Мои посылки',
    held: 'Задержана таможней',
    from: 'Откуда',
    germany: 'Германия',
    show: 'Показать',
    filters: 'Поиск и фильтры',
    timeline: 'Путь посылки',
    pages: 'Страницы',
    next: 'Следующая страница',
    previous: 'Предыдущая страница',
    chargeable: 'Оплачиваемый вес',
    notFound: /не найден|404/i,
  },
] as const;

const rows = (page: Page) => page.getByTestId('package-row');

for (const words of JOURNEYS) {
  test(`${words.lang}: the list filters in the address, back and forward, and a parcel shows its road and cost`, async ({
    page,
  }) => {
    await signIn(page, words.lang);
    await page.goto(`/${words.lang}/cabinet`);
    await hydrated(page);
    await expect(page.getByTestId('dashboard-waiting')).toBeVisible();
    // A count on the dashboard is the list of those parcels.
    await page.getByTestId('dashboard-count-held').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${words.lang}/cabinet/packages\\?status=held$`));
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('navigation').getByRole('link', { name: words.nav }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${words.lang}/cabinet/packages$`));
    // A full first page: the demo customer has more parcels than one page holds.
    const all = 20;
    await expect(rows(page)).toHaveCount(all);

    // The demo customer's history fills a second page; the page is in the address, and comes back.
    const firstNumber = (list: Page) => rows(list).first().getByRole('link').first();
    const firstOnPageOne = await firstNumber(page).innerText();
    const pages = page.getByRole('navigation', { name: words.pages });
    await pages.getByRole('link', { name: words.next }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(firstNumber(page)).not.toHaveText(firstOnPageOne);
    await pages.getByRole('link', { name: words.previous }).click();
    await expect(page).toHaveURL(new RegExp(`/${words.lang}/cabinet/packages$`));
    // Another journey running beside this one may declare a parcel for the same customer, which
    // tops the list; the parcel that led page one is then still on it, one row lower.
    await expect(rows(page).getByRole('link', { name: firstOnPageOne, exact: true })).toBeVisible();

    // A status tab: the address names it, and only held parcels are listed.
    await page.getByTestId('tab-held').click();
    await expect(page).toHaveURL(/status=held/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(words.held);

    // The filter form, folded until opened: an origin, the same query in the address.
    await page.goto(`/${words.lang}/cabinet/packages`);
    await page.getByText(words.filters).click();
    await page.getByRole('checkbox', { name: words.germany }).check();
    await page.getByRole('button', { name: words.show }).click();
    await expect(page).toHaveURL(/origin=DE/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Zalando');

    // A search by shop.
    await page.goto(`/${words.lang}/cabinet/packages`);
    await page.getByText(words.filters).click();
    await page.getByRole('searchbox').fill('aliexpress');
    await page.getByRole('button', { name: words.show }).click();
    await expect(page).toHaveURL(/q=aliexpress/);
    await expect(rows(page)).toHaveCount(1);

    // Back and forward walk the queries.
    await page.goBack();
    await expect(rows(page)).toHaveCount(all);
    await page.goForward();
    await expect(rows(page)).toHaveCount(1);

    // A parcel: its road with customs' reason, and its cost step by step.
    await page.goto(`/${words.lang}/cabinet/packages?status=held`);
    await rows(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: words.timeline })).toBeVisible();
    await expect(page.getByTestId('package-held-reason')).toBeVisible();
    await expect(page.getByTestId('quote')).toContainText(words.chargeable);
    await accessibleEverywhere(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list filters through the GET form and the pickup point changes through a plain post', async ({ page }) => {
    await signIn(page, 'en');
    await page.goto('/en/cabinet/packages');
    await page.getByTestId('tab-held').click();
    await expect(page).toHaveURL(/status=held/);
    // The filter form keeps the status the tab chose.
    await page.getByText('Search and filter').click();
    await page.getByRole('checkbox', { name: 'Turkey' }).check();
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/status=held.*origin=TR/);
    await page.goto('/en/cabinet/packages?status=held');
    await expect(rows(page)).toHaveCount(1);

    await page.goto('/en/cabinet/packages?q=1Z999AA10123456784');
    await rows(page).first().getByRole('link', { name: '1Z999AA10123456784' }).click();
    const form = page.getByTestId('package-delivery-form');
    const select = form.getByRole('combobox');
    const current = await select.inputValue();
    const other = await select
      .locator(`option:not([value="${current}"]):not([value=""])`)
      .first()
      .getAttribute('value');
    expect(other).toBeTruthy();
    await select.selectOption(other!);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('package-delivery-form').getByRole('combobox')).toHaveValue(other!);
  });
});

test('a next step is the button that does it: declaring an arrival, paying from the dashboard', async ({ page }) => {
  await signIn(page, 'en');
  await page.goto('/en/cabinet/packages?status=unknown_arrival');
  const link = rows(page).first().getByRole('link').first();
  const tracking = (await link.innerText()).trim();
  const origin = (await rows(page).first().locator('[data-label="From"]').innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Parcel ${tracking}`);
  // Nothing chosen yet: the summary and the selector say the same.
  await expect(page.getByTestId('package-delivery')).toHaveText('Not chosen yet');
  await expect(page.getByTestId('package-delivery-form').getByRole('combobox')).toHaveValue('');
  await page.getByTestId('package-next-step').click();
  await expect(page).toHaveURL(new RegExp(`/en/cabinet/packages/${tracking}/edit$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Declare parcel ${tracking}`);
  // The warehouse that received it is the one the form names.
  await expect(page.getByRole('combobox', { name: /Warehouse abroad/ }).locator('option:checked')).toHaveText(origin);

  await page.goto('/en/cabinet');
  await hydrated(page);
  await page.getByTestId('dashboard-waiting').getByRole('link', { name: 'Pay for shipping' }).first().click();
  await expect(page).toHaveURL(/\/en\/cabinet\/wallet\/pay\?parcels=\d+&back=%2Fen%2Fcabinet$/);
});

test('the change page says what it does, in its heading and title', async ({ page }) => {
  await signIn(page, 'en');
  await page.goto('/en/cabinet/packages/1Z999AA10123456784/edit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change the declaration of 1Z999AA10123456784');
  await expect(page).toHaveTitle('Change the declaration of 1Z999AA10123456784 | Yolla');
  await expect(page.getByRole('heading', { name: 'Item 2' })).toBeVisible();
});

test('the second demo customer does not see the first one’s parcel', async ({ page, browser }) => {
  await signIn(page, 'en');
  await page.goto('/en/cabinet/packages?status=held');
  const link = await rows(page).first().getByRole('link').getAttribute('href');
  expect(link).toMatch(/\/en\/cabinet\/packages\/\d+$/);

  const other = await browser.newContext();
  const second = await other.newPage();
  const response = await second.request.post('/en/login', {
    form: { username: SECOND.email, password: SECOND.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const answer = await second.goto(link!);
  expect(answer?.status()).toBe(404);
  await other.close();
});
