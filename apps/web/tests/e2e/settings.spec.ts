import { expect, test } from '@playwright/test';
import { solidPng } from '../unit/png.ts';
import { hydrated } from './fixtures.ts';
import { accessibleEverywhere, freshCustomer } from './settings-helpers.ts';
import { WORDS } from './settings-words.ts';

/** The settings page: what a customer changes there, in two languages, with and without JavaScript. */

test.describe.configure({ timeout: 90_000 });

for (const words of WORDS) {
  test(`profile in ${words.lang}: a field error, fixed; the cabinet's prompt leads here`, async ({ page, context }) => {
    const person = await freshCustomer(page, context, words.lang);
    await page.goto(`/${words.lang}/cabinet/settings`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByLabel(words.nationalId)).toHaveValue(person.nationalId);

    // A wrong customer ID is refused on its field; what was typed stays.
    await page.getByLabel(words.nationalId).fill('12345');
    await page.getByLabel(words.surname).fill('');
    await page.getByRole('button', { name: words.saveProfile }).click();
    await expect(page.getByText(words.pinflError)).toBeVisible();
    await expect(page.getByLabel(words.nationalId)).toBeFocused();
    await expect(page.getByLabel(words.surname)).toHaveValue('');
    if (words.lang === 'en') await accessibleEverywhere(page);

    // Fixed; the surname stays removed, so the profile is no longer complete.
    await page.getByLabel(words.nationalId).fill(person.nationalId);
    await page.getByRole('button', { name: words.saveProfile }).click();
    await expect(page.getByText(words.profileSaved)).toBeVisible();
    await expect(page.getByTestId('profile-incomplete')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(words.surname)).toHaveValue('');

    // The cabinet prompts for it and links here.
    await page.goto(`/${words.lang}/cabinet`);
    await hydrated(page);
    await page.getByTestId('todo-profile').getByRole('link', { name: words.completeLink }).click();
    await expect(page).toHaveURL(`/${words.lang}/cabinet/settings`);
    await page.getByLabel(words.surname).fill('Karimova');
    await page.getByRole('button', { name: words.saveProfile }).click();
    await expect(page.getByText(words.profileSaved)).toBeVisible();
    await expect(page.getByTestId('profile-incomplete')).toHaveCount(0);
    await page.goto(`/${words.lang}/cabinet`);
    await expect(page.getByTestId('todo-profile')).toHaveCount(0);
  });
}

for (const words of WORDS) {
  test(`notifications in ${words.lang}: choices toggled are kept after a reload`, async ({ page, context }) => {
    await freshCustomer(page, context, words.lang);
    await page.goto(`/${words.lang}/cabinet/settings`);
    await hydrated(page);
    const section = page.getByTestId('settings-notifications');
    await expect(section.getByRole('checkbox', { name: words.smsBuyForMe })).not.toBeChecked();
    await expect(section.getByRole('checkbox', { name: words.emailArrived })).toBeChecked();
    await section.getByRole('checkbox', { name: words.smsBuyForMe }).check();
    await section.getByRole('checkbox', { name: words.emailArrived }).uncheck();
    await section.getByRole('button', { name: words.saveNotifications }).click();
    await expect(page.getByText(words.notificationsSaved)).toBeVisible();
    await page.reload();
    await expect(section.getByRole('checkbox', { name: words.smsBuyForMe })).toBeChecked();
    await expect(section.getByRole('checkbox', { name: words.emailArrived })).not.toBeChecked();
  });
}

for (const words of WORDS) {
  test(`picture in ${words.lang}: a text file is refused, a PNG shows here and in the header, then is removed`, async ({
    page,
    context,
  }) => {
    await freshCustomer(page, context, words.lang);
    await page.goto(`/${words.lang}/cabinet/settings`);
    await hydrated(page);
    const section = page.getByTestId('settings-picture');
    await expect(page.getByTestId('account-avatar').locator('img')).toHaveCount(0);
    await section.getByRole('button', { name: words.upload }).click();
    await expect(section.getByTestId('picture-error')).toBeVisible();

    const file = section.getByLabel(words.chooseFile);
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await section.getByRole('button', { name: words.upload }).click();
    await expect(section.getByText(words.notAPicture)).toBeVisible();

    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(solidPng(300, 200)) });
    await section.getByRole('button', { name: words.upload }).click();
    await expect(page.getByText(words.pictureSaved)).toBeVisible();
    await expect(page.getByTestId('account-avatar').locator('img')).toHaveAttribute('src', /\/pictures\//);
    await expect(page.getByTestId('settings-picture').locator('img')).toHaveJSProperty('naturalWidth', 256);
    if (words.lang === 'en') await accessibleEverywhere(page);

    await section.getByRole('button', { name: words.removePicture }).click();
    await expect(page.getByText(words.pictureRemoved)).toBeVisible();
    await expect(page.getByTestId('account-avatar').locator('img')).toHaveCount(0);
  });
}

for (const words of WORDS) {
  test(`one action, many forms, in ${words.lang}: each refusal stays with the form that was sent`, async ({
    page,
    context,
  }) => {
    await freshCustomer(page, context, words.lang);
    await page.goto(`/${words.lang}/cabinet/settings`);
    await hydrated(page);
    const password = page.getByTestId('settings-password');
    await password.getByLabel(words.currentPassword).fill('not-my-password');
    await password.getByLabel(words.newPassword).fill('harbor-lights-7781');
    await password.getByRole('button', { name: words.changePassword }).click();
    await expect(password.getByTestId('form-error')).toHaveText(words.wrongPassword);
    await expect(page.getByTestId('form-error')).toHaveCount(1);

    // The next form's answer replaces it: the phone's refusal on its field, the password's message gone.
    const phone = page.getByTestId('settings-phone');
    await phone.getByLabel(words.newPhone).fill('+994501234567');
    await phone.getByRole('button', { name: words.sendCode }).click();
    await expect(phone.getByText(words.phoneError)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('form-error')).toHaveCount(0);
  });
}

test('a post that none of the page’s forms sends is refused on the page, and changes nothing', async ({
  page,
  context,
  baseURL,
}) => {
  await freshCustomer(page, context, 'ru');
  const origin = new URL(baseURL!).origin;
  const forms: Record<string, string>[] = [{ intent: 'nothing' }, { intent: 'end-session', session: 'not-an-id' }, {}];
  for (const form of forms) {
    const answer = await page.request.post('/ru/cabinet/settings', { form, headers: { origin }, maxRedirects: 0 });
    expect(answer.status(), JSON.stringify(form)).toBe(400);
    const html = await answer.text();
    expect(html).toContain('data-testid="form-error"');
    expect(html).toContain('Не удалось обработать запрос.');
  }
  await page.goto('/ru/cabinet/settings');
  await expect(page.getByTestId('settings-sessions').getByTestId('session')).toHaveCount(1);
});

test('the account menu in the header and the side navigation lead to the settings', async ({ page, context }) => {
  await freshCustomer(page, context, 'en');
  await page.goto('/en/cabinet');
  await hydrated(page);
  await expect(page.getByTestId('account-avatar').first()).toBeVisible();
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/en/cabinet/settings');
  await page.goto('/ru/cabinet');
  await page.getByRole('navigation', { name: 'Разделы кабинета' }).getByRole('link', { name: 'Настройки' }).click();
  await expect(page).toHaveURL('/ru/cabinet/settings');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the profile form is checked by the server and saved', async ({ page, context }) => {
    await freshCustomer(page, context, 'en');
    await page.goto('/en/cabinet/settings');
    await page.getByLabel('Date of birth').fill('2099-01-01');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Enter your real date of birth.')).toBeVisible();
    await expect(page.getByLabel('Date of birth')).toHaveValue('2099-01-01');
    await page.getByLabel('Date of birth').fill('1994-06-30');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page).toHaveURL('/en/cabinet/settings');
    await expect(page.getByLabel('Date of birth')).toHaveValue('1994-06-30');
  });

  test('a picture is uploaded by a plain multipart post', async ({ page, context }) => {
    await freshCustomer(page, context, 'en');
    await page.goto('/en/cabinet/settings');
    await page
      .getByLabel('Choose a picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(solidPng()) });
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await expect(page).toHaveURL('/en/cabinet/settings');
    await expect(page.getByTestId('account-avatar').locator('img')).toHaveAttribute('src', /\/pictures\//);
  });

  test('notification choices are saved by a plain post', async ({ page, context }) => {
    await freshCustomer(page, context, 'ru');
    await page.goto('/ru/cabinet/settings');
    await page.getByRole('checkbox', { name: 'SMS: Посылка готова к выдаче' }).uncheck();
    await page.getByRole('button', { name: 'Сохранить уведомления' }).click();
    await expect(page).toHaveURL('/ru/cabinet/settings');
    await expect(page.getByRole('checkbox', { name: 'SMS: Посылка готова к выдаче' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'SMS: Посылка прибыла на склад' })).toBeChecked();
  });
});
