import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, signIn } from './fixtures.ts';

/**
 * Public tracking, as a visitor without an account: from the home page's box and from the header, with and without
 * JavaScript, in two languages. The parcel is the second demo customer's LP00299887766CN (ready for pickup in
 * Tashkent; apps/api/src/db/seed/demo-parcels.ts), which no browser test moves.
 */
const PARCEL = 'LP00299887766CN';

const WORDS = {
  en: {
    box: /Tracking number/,
    track: 'Track',
    header: 'Tracking',
    field: 'Tracking number',
    ready: 'Ready for pickup',
    destination: 'Tashkent, Uzbekistan',
    firstStep: 'Declared by the recipient',
    notFound: 'No parcel with this number',
    invalid: 'Enter 6 to 40 letters, digits or dashes.',
  },
  ru: {
    box: /Трек-номер/,
    track: 'Найти',
    header: 'Отслеживание',
    field: 'Трек-номер',
    ready: 'Готова к выдаче',
    destination: 'Ташкент, Узбекистан',
    firstStep: 'Получатель задекларировал посылку',
    notFound: 'Посылка с таким номером не найдена',
    invalid: null,
  },
} as const;

type Lang = keyof typeof WORDS;

/** The tracked parcel's page: its status, where it goes, its road, and nothing of whose it is. */
async function expectParcel(page: Page, lang: Lang) {
  const words = WORDS[lang];
  await expect(page).toHaveURL(`/${lang}/tracking/${PARCEL}`);
  await expect(page.getByTestId('tracking-state')).toHaveText(words.ready);
  await expect(page.getByTestId('tracking-destination')).toHaveText(words.destination);
  const steps = page.getByTestId('tracking-timeline').getByRole('listitem');
  await expect(steps).toHaveCount(6);
  await expect(steps.first()).toContainText(words.firstStep);
  // The demo parcel's shop, item and owner never show.
  await expect(page.locator('main')).not.toContainText(/Taobao|Phone case|Jasur|Karimov/);
  await expect(page).toHaveTitle(new RegExp(`${PARCEL} \\| Yolla$`));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

for (const javaScript of [true, false]) {
  const how = javaScript ? 'with JavaScript' : 'without JavaScript';
  test.describe(`public tracking ${how}`, () => {
    test.use({ javaScriptEnabled: javaScript });
    const ready = async (page: Page) => (javaScript ? hydrated(page) : undefined);

    for (const lang of ['en', 'ru'] as const) {
      const words = WORDS[lang];

      test(`the home page's box opens the parcel's timeline (${lang})`, async ({ page }) => {
        await page.goto(`/${lang}`);
        await ready(page);
        await page.getByPlaceholder(words.box).fill(` ${PARCEL.slice(0, 6).toLowerCase()} ${PARCEL.slice(6)} `);
        await page.getByRole('button', { name: words.track, exact: true }).click();
        await expectParcel(page, lang);
      });

      test(`the header's entry finds a parcel, and says when a number is unknown (${lang})`, async ({ page }) => {
        await page.goto(`/${lang}/tariffs`);
        await ready(page);
        await page.locator('header').getByRole('link', { name: words.header, exact: true }).click();
        await expect(page).toHaveURL(`/${lang}/tracking`);
        await ready(page);
        const field = page.getByLabel(words.field, { exact: true });
        await field.fill('NOSUCHPARCEL1');
        await page.getByRole('button', { name: words.track, exact: true }).click();
        await expect(page).toHaveURL(`/${lang}/tracking/NOSUCHPARCEL1`);
        await expect(page.getByText(words.notFound)).toBeVisible();
        await ready(page);
        // The form below the answer looks up another.
        await page.getByLabel(words.field, { exact: true }).fill(PARCEL);
        await page.getByRole('button', { name: words.track, exact: true }).click();
        await expectParcel(page, lang);
      });
    }

    test('a number that cannot be a tracking number is refused on its field, in the page language', async ({
      page,
    }) => {
      await page.goto('/en/tracking');
      await ready(page);
      await page.getByLabel(WORDS.en.field, { exact: true }).fill('ab$');
      await page.getByRole('button', { name: WORDS.en.track, exact: true }).click();
      await expect(page.getByText(WORDS.en.invalid)).toBeVisible();
      await expect(page.getByLabel(WORDS.en.field, { exact: true })).toHaveValue('ab$');
    });
  });
}

test('an unknown number answers 404, and the page is not kept for anyone', async ({ request }) => {
  const first = await request.get('/ru/tracking/NOSUCHPARCEL2');
  expect(first.status()).toBe(404);
  expect(first.headers()['cache-control']).toContain('no-store');
  expect(await first.text()).toContain(WORDS.ru.notFound);
  const second = await request.get('/ru/tracking/NOSUCHPARCEL2');
  expect(second.status()).toBe(404);
  expect(second.headers()['x-page-cache']).not.toBe('hit');
});

const ROOT = resolve(import.meta.dirname, '../../../..');
const PORT = process.env.E2E_PORT ?? '4173';

test('guests get a parcel’s page from the cache, and see its move as soon as it moves', async ({ page, request }) => {
  test.setTimeout(60_000);
  // The demo customer declares a parcel of their own (so no other test's parcel moves).
  await signIn(page, 'en');
  await page.goto('/en/cabinet/declare');
  await hydrated(page);
  const number = `TY${Date.now().toString().slice(-9)}${Math.floor(Math.random() * 1000)}`;
  const field = (name: string) => page.locator(`[name="${name}"]`);
  await field('tracking_number').fill(number);
  await field('origin').selectOption('TR');
  await field('shop').fill('Koton');
  await field('items.0.category').selectOption('clothing');
  await field('items.0.description').fill('Linen shirt');
  await field('items.0.quantity').fill('1');
  await field('items.0.unit_price').fill('40');
  await field('items.0.currency').selectOption('TRY');
  await page.locator('input[name="delivery_kind"][value="courier"]').check();
  await page.getByTestId('declare-form').locator('button[value="declare"]').last().click();
  await expect(page).toHaveURL(/\/en\/cabinet\/packages\/\d+$/);

  // A guest (no cookies of the customer's) asks until the page comes from the cache.
  const path = `/en/tracking/${number}`;
  await expect.poll(async () => (await request.get(path)).headers()['x-page-cache'], { timeout: 15_000 }).toBe('hit');
  expect(await (await request.get(path)).text()).toContain('Expected at the warehouse abroad');

  execFileSync(
    'node',
    ['scripts/warehouse.ts', 'received', number, '--weight', '0.9', `--url=http://localhost:${PORT}`],
    {
      cwd: ROOT,
    },
  );
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes('Received at the warehouse abroad'), {
      timeout: 15_000,
    })
    .toBe(true);
});
