import { expect, test } from '@playwright/test';
import { hydrated } from './fixtures.ts';
import { accessibleEverywhere, codeFor, freshCustomer, uzPhone } from './settings-helpers.ts';
import { WORDS } from './settings-words.ts';

/** The settings page's account security: password, sessions, phone and deletion, in two languages. */

test.describe.configure({ timeout: 90_000 });

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
    // The current session has no sign-out; the other one asks first, in its row, and keeping it changes nothing.
    await expect(section.getByTestId('session').filter({ has: page.getByTestId('session-current') })).not.toContainText(
      words.endSession,
    );
    await section.getByRole('link', { name: words.endSession }).click();
    await expect(page).toHaveURL(/\?end-session=/);
    await expect(section.getByTestId('remove-confirm').locator('p')).toBeFocused();
    if (words.lang === 'en') await accessibleEverywhere(page);
    await section.getByRole('link', { name: words.keepSession }).click();
    await expect(section.getByTestId('remove-confirm')).toHaveCount(0);
    await expect(section.getByTestId('session')).toHaveCount(2);
    await section.getByRole('link', { name: words.endSession }).click();
    await section.getByRole('button', { name: words.endSessionConfirm }).click();
    await expect(page.getByText(words.sessionEnded)).toBeVisible();
    await expect(page).toHaveURL(`/${words.lang}/cabinet/settings`);
    await expect(section.getByTestId('session')).toHaveCount(1);
    await stranger.goto(`/${words.lang}/cabinet`);
    await expect(stranger).toHaveURL(new RegExp(`/${words.lang}/login`));
    await other.close();
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
  test(`deletion in ${words.lang}: confirmation needed, a wrong password refused, then the account is gone`, async ({
    page,
    context,
    request,
  }) => {
    const person = await freshCustomer(page, context, words.lang);
    await page.goto(`/${words.lang}/cabinet/settings`);
    await hydrated(page);
    const section = page.getByTestId('settings-deletion');
    await section.getByLabel(words.deletionPassword).fill(person.password);
    await section.getByRole('button', { name: words.deleteAccount }).click();
    await expect(section.getByText(words.confirmFirst)).toBeVisible();
    await section.getByLabel(words.deletionConfirm).check();
    await section.getByLabel(words.deletionPassword).fill('not-my-password');
    await section.getByRole('button', { name: words.deleteAccount }).click();
    await expect(section.getByTestId('form-error')).toBeVisible();
    if (words.lang === 'en') await accessibleEverywhere(page);

    await section.getByLabel(words.deletionConfirm).check();
    await section.getByLabel(words.deletionPassword).fill(person.password);
    await section.getByRole('button', { name: words.deleteAccount }).click();
    await expect(page).toHaveURL(`/${words.lang}`);
    await expect(page.getByText(words.deleted)).toBeVisible();
    await page.goto(`/${words.lang}/cabinet`);
    await expect(page).toHaveURL(new RegExp(`/${words.lang}/login`));
    const login = await request.post(`/${words.lang}/login`, {
      form: { username: person.phone, password: person.password },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(400);
  });
}

test('the phone code page without a change in progress leads back to the settings', async ({ page, context }) => {
  await freshCustomer(page, context, 'en');
  await page.goto('/en/cabinet/settings/phone');
  await expect(page).toHaveURL('/en/cabinet/settings');
});
