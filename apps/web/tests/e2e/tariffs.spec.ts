import { expect, test } from '@playwright/test';
import { accessibleEverywhere, hydrated } from './fixtures.ts';

const LANGUAGES = [
  {
    lang: 'en',
    title: 'Tariffs and price calculator | Yolla',
    nav: 'Tariffs',
    weight: 'Weight, kg',
    length: 'Length, cm',
    width: 'Width, cm',
    height: 'Height, cm',
    origin: 'From our warehouse in',
    destination: 'Deliver to',
    georgia: 'Georgia',
    calculate: 'Calculate',
    usa: 'USA',
    price: '$155.95',
    billing: '$5.55 up to 0.5 kg, plus 16 further kilograms at $9.40 each.',
    volumetric: '16 kg',
    incomplete: 'Give all three sides, or none of them.',
    tooHeavy: 'The heaviest parcel we carry on this route is 20 kg.',
    china: 'China',
  },
  {
    lang: 'ru',
    title: 'Тарифы и калькулятор стоимости | Yolla',
    nav: 'Тарифы',
    weight: 'Вес, кг',
    length: 'Длина, см',
    width: 'Ширина, см',
    height: 'Высота, см',
    origin: 'С нашего склада в стране',
    destination: 'Куда доставить',
    georgia: 'Грузия',
    calculate: 'Рассчитать',
    usa: 'США',
    price: '155,95 $',
    billing: '5,55 $ до 0,5 кг и ещё 16 килограммов по 9,40 $.',
    volumetric: '16 кг',
    incomplete: 'Укажите все три размера или не указывайте ни одного.',
    tooHeavy: 'По этому направлению мы перевозим посылки весом не более 20 кг.',
    china: 'Китай',
  },
] as const;

for (const words of LANGUAGES) {
  test.describe(`the tariffs page (${words.lang})`, () => {
    test('is reached from the header and lists every warehouse', async ({ page }) => {
      await page.goto(`/${words.lang}`);
      await hydrated(page);
      await page.getByRole('navigation').getByRole('link', { name: words.nav }).first().click();
      await expect(page).toHaveURL(`/${words.lang}/tariffs`);
      await expect(page).toHaveTitle(words.title);
      await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
      await expect(page.getByTestId('price-list').locator('tbody tr')).toHaveCount(6);
    });

    test('prices a large box as the customer types, with the reason for each step', async ({ page }) => {
      await page.goto(`/${words.lang}/tariffs`);
      await hydrated(page);
      await page.getByLabel(words.origin).selectOption({ label: words.usa });
      await page.getByLabel(words.destination).selectOption({ label: words.georgia });
      await page.getByLabel(words.weight).fill('1,5');
      await page.getByLabel(words.length).fill('80');
      await page.getByLabel(words.width).fill('40');
      await page.getByLabel(words.height).fill('30');
      // No click: the answer follows the typing.
      await expect(page.getByTestId('quote-price')).toContainText(words.price);
      await expect(page.getByTestId('quote-price')).toContainText(words.billing);
      await expect(page.getByTestId('quote-volumetric')).toContainText(words.volumetric);
      await expect(page).toHaveURL(`/${words.lang}/tariffs`);
    });

    test('puts the reason on the field when the input is impossible', async ({ page }) => {
      await page.goto(`/${words.lang}/tariffs`);
      await hydrated(page);
      await page.getByLabel(words.weight).fill('2');
      await page.getByLabel(words.length).fill('70');
      await page.getByRole('button', { name: words.calculate }).click();
      await expect(page.getByText(words.incomplete).first()).toBeVisible();
      await expect(page.getByLabel(words.width)).toBeFocused();
      await page.getByLabel(words.length).fill('');
      await page.getByLabel(words.origin).selectOption({ label: words.china });
      await page.getByLabel(words.weight).fill('25');
      await page.getByRole('button', { name: words.calculate }).click();
      await expect(page.getByText(words.tooHeavy)).toBeVisible();
      await expect(page.getByTestId('quote')).toHaveCount(0);
    });
  });
}

test.describe('the calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts the form and shows the price, keeping what was typed', async ({ page }) => {
    await page.goto('/en/tariffs');
    await page.getByLabel('From our warehouse in').selectOption('TR');
    await page.getByLabel('Weight, kg').fill('0.3');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('quote-price')).toContainText('$4.00');
    await expect(page.getByTestId('quote-price')).toContainText('The flat price for parcels up to 0.5 kg.');
    await expect(page.getByLabel('Weight, kg')).toHaveValue('0.3');
  });

  test('shows field messages from the server', async ({ page }) => {
    await page.goto('/en/tariffs');
    await page.getByLabel('Weight, kg').fill('0');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('Must be more than zero.')).toBeVisible();
  });

  test('changes the destination of the price list with a plain form', async ({ page }) => {
    await page.goto('/en/tariffs');
    await page.getByTestId('price-destination').selectOption('GE');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL('/en/tariffs?to=GE');
    await expect(page.getByRole('heading', { name: 'Prices to Georgia' })).toBeVisible();
  });
});

test('the tariffs page with a quote is accessible in light and dark, on a phone and a desktop', async ({ page }) => {
  await page.goto('/en/tariffs');
  await hydrated(page);
  await page.getByLabel('Weight, kg').fill('12');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('quote-price')).toBeVisible();
  await accessibleEverywhere(page);
});
