import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { codeFromOutbox, hydrated } from './fixtures.ts';

/** Sign-in and sign-up through the digital identity, with the built-in sandbox provider (decision 0027). */
test.describe('the digital identity (Azerbaijan)', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'yolla_country', value: 'AZ', url: 'http://localhost' }]);
  });

  test('in az: from sign-in to the provider and back, signed in to the account of the same FIN', async ({ page }) => {
    await page.goto('/az/login');
    await hydrated(page);
    await page.getByTestId('identify-link').click();
    await expect(page).toHaveURL('/az/login/identify');
    await expect(page).toHaveTitle('Rəqəmsal identifikasiya ilə giriş | Yolla');
    await page.getByRole('button', { name: 'Rəqəmsal identifikasiya ilə davam et' }).click();
    await expect(page.getByRole('heading', { name: 'Sınaq rəqəmsal identifikasiyası' })).toBeVisible();
    await page.getByRole('button', { name: /Aysel Məmmədova/ }).click();
    await expect(page).toHaveURL('/az/cabinet');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Aysel');
  });

  test('in ru: a first-time identity adds its phone, confirms the code and lands in its new cabinet', async ({
    page,
    context,
  }) => {
    const phone = `+99455${String(randomInt(10_000_000)).padStart(7, '0')}`;
    await page.goto('/ru/login/identify');
    await hydrated(page);
    await page.getByRole('button', { name: 'Продолжить через цифровую идентификацию' }).click();
    await page.getByRole('button', { name: /Nərmin Hüseynova/ }).click();
    await expect(page).toHaveURL('/ru/login/identify');
    await expect(page.getByRole('heading', { name: 'Добавьте номер телефона' })).toBeVisible();
    await page.getByRole('button', { name: 'Отправить код' }).click();
    await expect(page.getByText('Чтобы продолжить, примите условия.')).toBeVisible();
    await page.locator('input[name="phone"]').fill(phone);
    await page.locator('input[name="accept_terms"]').check();
    await page.getByRole('button', { name: 'Отправить код' }).click();
    await expect(page).toHaveURL('/ru/otp');
    await page.locator('input[name="code"]').fill(await codeFromOutbox(context, 'ru', phone));
    await page.locator('form[method="post"] button[type="submit"]').first().click();
    await expect(page).toHaveURL('/ru/cabinet');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nərmin');
  });

  test('a callback that did not start here is refused with a way to start again', async ({ page }) => {
    await page.goto('/en/login/identify?code=stolen&state=forged');
    await expect(page.getByText('This sign-in did not start here or has expired. Please start again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with the digital identity' })).toBeVisible();
  });

  test('where the country has no digital login, the page points to sign-in', async ({ page, context }) => {
    await context.addCookies([{ name: 'yolla_country', value: 'GE', url: 'http://localhost' }]);
    await page.goto('/en/login/identify');
    await expect(
      page.getByText(
        'Sign-in with the digital identity is available for Azerbaijan. Sign in with your phone number and password instead.',
      ),
    ).toBeVisible();
    await page.goto('/en/login');
    await expect(page.getByTestId('identify-link')).toHaveCount(0);
  });
});
