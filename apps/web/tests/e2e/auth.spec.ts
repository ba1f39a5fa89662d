import { expect, test } from '@playwright/test';
import { cookie, DEMO, hydrated, signIn, TWO_LANGUAGES } from './fixtures.ts';

test.describe('guards', () => {
  test('a guest opening the cabinet signs in and comes back to it', async ({ page }) => {
    await page.goto('/en/cabinet?welcome=1');
    await expect(page).toHaveURL('/en/login?redirect=%2Fen%2Fcabinet%3Fwelcome%3D1');
    await hydrated(page);
    await page.getByLabel('Phone or e-mail').fill(DEMO.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/en/cabinet?welcome=1');
    await expect(page.getByRole('heading', { name: /Hello, Aysel/ })).toBeVisible();
  });

  test('a signed-in customer opening sign-in goes to the cabinet', async ({ page }) => {
    await signIn(page, 'ru');
    await page.goto('/ru/login');
    await expect(page).toHaveURL('/ru/cabinet');
    await expect(page.getByRole('heading', { name: /Здравствуйте/ })).toBeVisible();
  });

  test('the cabinet guard also holds on client-side navigation', async ({ page }) => {
    await page.goto('/az');
    await hydrated(page);
    await page.getByRole('link', { name: 'Daxil ol' }).first().click();
    await expect(page).toHaveURL('/az/login');
    await expect(page.getByRole('heading', { name: 'Kabinetə giriş' })).toBeVisible();
  });
});

test.describe('signing in', () => {
  test('a wrong password stores nothing and shows the API message', async ({ page, context }) => {
    await page.goto('/en/login');
    await hydrated(page);
    await page.getByLabel('Phone or e-mail').fill(DEMO.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The phone, e-mail or password is incorrect.');
    expect(await cookie(context, 'yolla_auth_token')).toBeUndefined();
    expect(await cookie(context, 'yolla_refresh_token')).toBeUndefined();
  });

  test('the API message comes in the page language', async ({ page }) => {
    await page.goto('/ge/login');
    await hydrated(page);
    await page.getByLabel('ტელეფონი ან ელფოსტა').fill('nobody@yolla.test');
    await page.getByRole('textbox', { name: 'პაროლი' }).fill('whatever');
    await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('ტელეფონი, ელფოსტა ან პაროლი არასწორია.');
  });

  test('bad input is refused in the browser with the reason on the field', async ({ page }) => {
    await page.goto('/ru/login');
    await hydrated(page);
    await page.getByLabel('Телефон или e-mail').fill('0501234567');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByText('Введите номер телефона в международном формате')).toBeVisible();
    await expect(page.getByText('Заполните это поле.')).toBeVisible();
  });

  test('refuses a sign-in posted from another site and stores nothing', async ({ page, context }) => {
    const response = await page.request.post('/en/login', {
      form: { username: DEMO.email, password: DEMO.password },
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    // Refused by the one cross-site check every state change passes (server/request-handler.ts).
    expect(response.status()).toBe(403);
    expect(await cookie(context, 'yolla_auth_token')).toBeUndefined();
  });

  test('still works without JavaScript, validated on the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/login');
    await page.getByLabel('Phone or e-mail').fill('not a username');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter a phone number in international format')).toBeVisible();
    await context.close();
  });
});

test.describe('signing out', () => {
  test('revokes the session, clears the cookies, lands on home and says goodbye in a toast', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.goto('/en/cabinet');
    await hydrated(page);
    const accessValue = (await cookie(context, 'yolla_auth_token'))!.value;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/en');
    const toast = page.locator('.Toastify__toast');
    await expect(toast).toHaveCount(1);
    // "Signing out…" turns into the goodbye once the server answers, which on a busy two-core runner takes its time.
    await expect(toast).toContainText('You have signed out. See you soon!', { timeout: 20_000 });
    await expect(toast).toHaveClass(/Toastify__toast--success/);
    await expect(page.locator('.Toastify__toast-container')).toHaveCSS('font-size', '14px');
    await expect(toast.locator('.Toastify__progress-bar')).toBeHidden();
    expect(await cookie(context, 'yolla_auth_token')).toBeUndefined();
    const me = await page.request.get('/api/v1/client/me', {
      headers: { authorization: decodeURIComponent(accessValue) },
    });
    expect(me.status()).toBe(401);
  });

  test('confirms in place even when the session had already ended elsewhere', async ({ page, context }) => {
    await signIn(page, 'ru');
    await page.goto('/ru/cabinet');
    await hydrated(page);
    const access = decodeURIComponent((await cookie(context, 'yolla_auth_token'))!.value);
    await page.request.delete('/api/v1/client/me', { headers: { authorization: access } });
    await context.clearCookies({ name: 'yolla_refresh_token' });
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL('/ru');
    const toast = page.locator('.Toastify__toast');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Вы вышли из личного кабинета. До встречи!');
    expect(await cookie(context, 'yolla_auth_token')).toBeUndefined();
  });
});

for (const l of TWO_LANGUAGES) {
  test.describe(`signing in (${l.lang})`, () => {
    test('stores both tokens in HttpOnly, SameSite=Lax cookies living expires_in seconds', async ({
      page,
      context,
    }) => {
      await page.goto(`/${l.lang}/login`);
      await hydrated(page);
      await page.getByLabel(l.username).fill(DEMO.phone);
      await page.getByRole('textbox', { name: l.password }).fill(DEMO.password);
      const before = Date.now() / 1000;
      await page.getByRole('button', { name: l.submit, exact: true }).click();
      await expect(page).toHaveURL(`/${l.lang}/cabinet`);
      const access = await cookie(context, 'yolla_auth_token');
      const refresh = await cookie(context, 'yolla_refresh_token');
      expect(access).toBeDefined();
      expect(decodeURIComponent(access!.value)).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
      expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/', domain: 'localhost' });
      expect(access!.expires - before).toBeGreaterThan(890);
      expect(access!.expires - before).toBeLessThan(910);
      expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(refresh!.value).not.toContain(' ');
    });
  });

  test.describe(`a session the API no longer accepts (${l.lang})`, () => {
    test('is cleared on the next navigation and the customer continues as a guest', async ({ page, context }) => {
      await signIn(page, l.lang);
      await page.goto(`/${l.lang}/cabinet`);
      await hydrated(page);
      const access = decodeURIComponent((await cookie(context, 'yolla_auth_token'))!.value);
      await page.request.delete('/api/v1/client/me', { headers: { authorization: access } });
      await page.getByRole('link', { name: l.overview }).click();
      await expect(page).toHaveURL(new RegExp(`/${l.lang}/login\\?redirect=`));
      expect(await cookie(context, 'yolla_auth_token')).toBeUndefined();
      expect(await cookie(context, 'yolla_refresh_token')).toBeUndefined();
    });
  });
}
