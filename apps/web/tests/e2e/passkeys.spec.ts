import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { hydrated } from './fixtures.ts';
import { accessibleEverywhere, freshCustomer } from './settings-helpers.ts';

/** Passkeys, end to end in Chromium with its virtual authenticator: add one in the settings, sign in with it, remove it. */

test.describe.configure({ timeout: 90_000 });

const WORDS = [
  {
    lang: 'en',
    add: 'Add a passkey',
    added: 'Your passkey is added. Next time you can sign in with it.',
    neverUsed: 'Not used yet',
    lastUsed: /^Last used /,
    signIn: 'Sign in with a passkey',
    remove: 'Remove',
    confirm: 'Remove the passkey',
    keep: 'Keep it',
    removed: 'The passkey is removed.',
    empty: 'You have no passkeys yet.',
  },
  {
    lang: 'ru',
    add: 'Добавить ключ доступа',
    added: 'Ключ доступа добавлен. В следующий раз можно войти с ним.',
    neverUsed: 'Ещё не использовался',
    lastUsed: /^Последний вход: /,
    signIn: 'Войти с ключом доступа',
    remove: 'Удалить',
    confirm: 'Удалить ключ',
    keep: 'Оставить',
    removed: 'Ключ доступа удалён.',
    empty: 'Ключей доступа пока нет.',
  },
];

/** A platform authenticator with user verification, as a phone's or laptop's built-in one (Chrome DevTools Protocol). */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

for (const words of WORDS) {
  test(`passkeys in ${words.lang}: add one in the settings, sign out, sign in with it, remove it`, async ({
    page,
    context,
  }) => {
    await freshCustomer(page, context, words.lang);
    const authenticator = await virtualAuthenticator(context, page);
    const settings = `/${words.lang}/cabinet/settings`;
    await page.goto(settings);
    await hydrated(page);
    const section = page.getByTestId('settings-passkeys');
    await expect(section.getByText(words.empty)).toBeVisible();

    await section.getByRole('button', { name: words.add }).click();
    // The list first (what was stored), then the confirmation, whose toast code arrives on first use: a loaded
    // machine may take a while to fetch it.
    await expect(section.getByTestId('passkey')).toHaveCount(1);
    await expect(page.getByText(words.added)).toBeVisible({ timeout: 15_000 });
    await expect(section.getByTestId('passkey').getByText(words.neverUsed)).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
    await accessibleEverywhere(page);

    // Signed out, the login page offers the passkey and comes back to the page first asked for.
    expect((await page.request.post(`/${words.lang}/sign-out`, { maxRedirects: 0 })).status()).toBe(302);
    await page.goto(settings);
    await expect(page).toHaveURL(new RegExp(`/${words.lang}/login\\?redirect=`));
    await hydrated(page);
    await page.getByRole('button', { name: words.signIn }).click();
    await expect(page).toHaveURL(settings);
    await expect(section.getByTestId('passkey').getByText(words.lastUsed)).toBeVisible();

    // Removing asks first; keeping it changes nothing.
    await section.getByRole('link', { name: words.remove }).click();
    await expect(section.getByTestId('remove-confirm')).toBeVisible();
    await section.getByRole('link', { name: words.keep }).click();
    await expect(section.getByTestId('remove-confirm')).toHaveCount(0);
    await section.getByRole('link', { name: words.remove }).click();
    await section.getByRole('button', { name: words.confirm }).click();
    await expect(section.getByText(words.empty)).toBeVisible();
    await expect(page.getByText(words.removed)).toBeVisible({ timeout: 15_000 });

    // The authenticator still holds the credential, but the account no longer knows it.
    expect((await page.request.post(`/${words.lang}/sign-out`, { maxRedirects: 0 })).status()).toBe(302);
    await page.goto(`/${words.lang}/login`);
    await hydrated(page);
    await page.getByRole('button', { name: words.signIn }).click();
    await expect(page.getByTestId('sign-in-error')).toBeVisible();
    await expect(page).toHaveURL(`/${words.lang}/login`);
  });
}

test('without JavaScript the section says what adding needs, and a passkey is removed through the confirm step', async ({
  page,
  context,
  browser,
}) => {
  await freshCustomer(page, context, 'en');
  await virtualAuthenticator(context, page);
  await page.goto('/en/cabinet/settings');
  await hydrated(page);
  await page.getByTestId('settings-passkeys').getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByTestId('settings-passkeys').getByTestId('passkey')).toHaveCount(1);

  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
  const noScript = await plain.newPage();
  await noScript.goto('/en/cabinet/settings');
  const section = noScript.getByTestId('settings-passkeys');
  await expect(section.getByTestId('passkeys-needs-support')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
  await section.getByRole('link', { name: 'Remove' }).click();
  await expect(noScript).toHaveURL(/\?remove-passkey=/);
  await section.getByRole('button', { name: 'Remove the passkey' }).click();
  await expect(noScript).toHaveURL('/en/cabinet/settings');
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await plain.close();
});
