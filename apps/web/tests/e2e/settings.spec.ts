import { expect, test } from '@playwright/test';
import { solidPng } from '../unit/png.ts';
import { hydrated } from './fixtures.ts';
import { accessibleEverywhere, codeFor, freshCustomer, uzPhone } from './settings-helpers.ts';

/** The settings page: what a customer changes there, in two languages, with and without JavaScript. */

test.describe.configure({ timeout: 90_000 });

const WORDS = [
  {
    lang: 'en',
    title: 'Settings',
    saveProfile: 'Save profile',
    surname: 'Surname',
    nationalId: 'Customer ID',
    pinflError: 'The PINFL has 14 digits, as in your passport or on your ID card.',
    profileSaved: 'Your profile is saved.',
    completeLink: 'Complete the profile',
    currentPassword: 'Current password',
    newPassword: 'New password',
    changePassword: 'Change password',
    wrongPassword: 'The current password is incorrect.',
    passwordChanged: 'Your password is changed. Your other sessions are signed out.',
    thisDevice: 'This device',
    onlyThis: 'You are signed in on this device only.',
    endSession: 'Sign out',
    sessionEnded: 'The session is signed out.',
    smsBuyForMe: 'SMS: Buy-for-me order updates',
    emailArrived: 'E-mail: A parcel arrived at the warehouse',
    saveNotifications: 'Save notifications',
    notificationsSaved: 'Your notification choices are saved.',
    newPhone: 'New phone number',
    sendCode: 'Send a code',
    phoneError: 'Enter an Uzbek phone number',
    codeLabel: 'Code from the SMS',
    changeNumber: 'Change the number',
    phoneChanged: 'Your phone number is changed.',
    chooseFile: 'Choose a picture',
    upload: 'Upload picture',
    notAPicture: 'Upload a PNG, JPEG or WebP picture.',
    pictureSaved: 'Your new picture is saved.',
    removePicture: 'Remove picture',
    pictureRemoved: 'Your picture is removed.',
  },
  {
    lang: 'ru',
    title: 'Настройки',
    saveProfile: 'Сохранить профиль',
    surname: 'Фамилия',
    nationalId: 'Идентификационный номер',
    pinflError: 'ПИНФЛ состоит из 14 цифр, как в паспорте или ID-карте.',
    profileSaved: 'Профиль сохранён.',
    completeLink: 'Заполнить профиль',
    currentPassword: 'Текущий пароль',
    newPassword: 'Новый пароль',
    changePassword: 'Сменить пароль',
    wrongPassword: 'Текущий пароль указан неверно.',
    passwordChanged: 'Пароль изменён. Остальные сеансы завершены.',
    thisDevice: 'Это устройство',
    onlyThis: 'Вход выполнен только на этом устройстве.',
    endSession: 'Завершить',
    sessionEnded: 'Сеанс завершён.',
    smsBuyForMe: 'SMS: Новости по заказам «Купи за меня»',
    emailArrived: 'Почта: Посылка прибыла на склад',
    saveNotifications: 'Сохранить уведомления',
    notificationsSaved: 'Настройки уведомлений сохранены.',
    newPhone: 'Новый номер телефона',
    sendCode: 'Получить код',
    phoneError: 'Введите узбекистанский номер телефона',
    codeLabel: 'Код из SMS',
    changeNumber: 'Сменить номер',
    phoneChanged: 'Номер телефона изменён.',
    chooseFile: 'Выберите фото',
    upload: 'Загрузить фото',
    notAPicture: 'Загрузите изображение в формате PNG, JPEG или WebP.',
    pictureSaved: 'Новое фото сохранено.',
    removePicture: 'Удалить фото',
    pictureRemoved: 'Фото удалено.',
  },
] as const;

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
  test(`password in ${words.lang}: a wrong current one is refused; after the change the old one is`, async ({
    page,
    context,
    request,
  }) => {
    const person = await freshCustomer(page, context, words.lang);
    await page.goto(`/${words.lang}/cabinet/settings`);
    await hydrated(page);
    const section = page.getByTestId('settings-password');
    await section.getByLabel(words.currentPassword).fill('not-my-password');
    await section.getByLabel(words.newPassword).fill('harbor-lights-7781');
    await section.getByRole('button', { name: words.changePassword }).click();
    await expect(section.getByTestId('form-error')).toHaveText(words.wrongPassword);
    await expect(section.getByLabel(words.currentPassword)).toHaveValue('');

    await section.getByLabel(words.currentPassword).fill(person.password);
    await section.getByLabel(words.newPassword).fill('harbor-lights-7781');
    await section.getByRole('button', { name: words.changePassword }).click();
    await expect(page.getByText(words.passwordChanged)).toBeVisible();
    await expect(section.getByLabel(words.newPassword)).toHaveValue('');

    // This session stays; elsewhere (a client of its own) the old password no longer signs in, the new one does.
    await page.reload();
    await expect(page).toHaveURL(`/${words.lang}/cabinet/settings`);
    const login = (password: string) =>
      request.post(`/${words.lang}/login`, { form: { username: person.phone, password }, maxRedirects: 0 });
    expect((await login(person.password)).status()).toBe(400);
    expect((await login('harbor-lights-7781')).status()).toBe(302);
  });
}

for (const words of WORDS) {
  test(`sessions in ${words.lang}: this device is listed; another one is signed out from here`, async ({
    page,
    context,
    browser,
  }) => {
    const person = await freshCustomer(page, context, words.lang);
    await page.goto(`/${words.lang}/cabinet/settings`);
    await hydrated(page);
    const section = page.getByTestId('settings-sessions');
    await expect(section.getByTestId('session')).toHaveCount(1);
    await expect(section.getByTestId('session-current')).toHaveText(words.thisDevice);
    await expect(section.getByText(words.onlyThis)).toBeVisible();

    // Another browser signs in; it shows up here and is signed out from here.
    const other = await browser.newContext();
    const stranger = await other.newPage();
    const signedIn = await stranger.request.post(`/${words.lang}/login`, {
      form: { username: person.phone, password: person.password },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    await page.reload();
    await hydrated(page);
    await expect(section.getByTestId('session')).toHaveCount(2);
    if (words.lang === 'en') await accessibleEverywhere(page);
    await section.getByRole('button', { name: words.endSession }).click();
    await expect(page.getByText(words.sessionEnded)).toBeVisible();
    await expect(section.getByTestId('session')).toHaveCount(1);
    await stranger.goto(`/${words.lang}/cabinet`);
    await expect(stranger).toHaveURL(new RegExp(`/${words.lang}/login`));
    await other.close();
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
  test(`phone in ${words.lang}: a code to the new number, a wrong one refused, the right one changes it`, async ({
    page,
    context,
  }) => {
    const person = await freshCustomer(page, context, words.lang);
    await page.goto(`/${words.lang}/cabinet/settings`);
    await hydrated(page);
    const section = page.getByTestId('settings-phone');
    await expect(section.getByTestId('current-phone')).toHaveText(person.phone);
    await section.getByLabel(words.newPhone).fill('+994501234567');
    await section.getByRole('button', { name: words.sendCode }).click();
    await expect(section.getByText(words.phoneError)).toBeVisible();

    const phone = uzPhone();
    await section.getByLabel(words.newPhone).fill(phone);
    await section.getByRole('button', { name: words.sendCode }).click();
    await expect(page).toHaveURL(`/${words.lang}/cabinet/settings/phone`);
    await expect(page.getByTestId('code-sent')).toContainText(phone.slice(-4));
    await hydrated(page);
    if (words.lang === 'en') await accessibleEverywhere(page);
    const code = await codeFor(page, phone);
    await page.getByLabel(words.codeLabel).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: words.changeNumber }).click();
    await expect(page.getByTestId('form-error')).toBeVisible();
    await expect(page.getByTestId('resend-code')).toBeDisabled();
    await page.getByLabel(words.codeLabel).fill(code);
    await page.getByRole('button', { name: words.changeNumber }).click();
    await expect(page).toHaveURL(`/${words.lang}/cabinet/settings`);
    await expect(page.getByText(words.phoneChanged)).toBeVisible();
    await expect(section.getByTestId('current-phone')).toHaveText(phone);
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

test('the phone code page without a change in progress leads back to the settings', async ({ page, context }) => {
  await freshCustomer(page, context, 'en');
  await page.goto('/en/cabinet/settings/phone');
  await expect(page).toHaveURL('/en/cabinet/settings');
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
