import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accessibleEverywhere, documentWasReplaced, hydrated, markDocument } from './fixtures.ts';
import { newCustomer } from './new-customer.ts';

/**
 * The marketplace SMS inbox: a new customer gets a Turkish number from the pool; an SMS the gateway delivers through
 * the signed machine access appears on the page live (within two seconds, no reload) with JavaScript, and after the
 * page's reload link without it; its code is copied with a visible "copied".
 */

test.describe.configure({ timeout: 90_000 });

const ROOT = resolve(import.meta.dirname, '../../../..');
const PORT = process.env.E2E_PORT ?? '4173';

const WORDS = [
  {
    lang: 'en',
    title: 'Trendyol SMS codes',
    empty: 'No messages yet. Codes sent to this number will appear here.',
    reload: 'Check for new messages',
    copy: (code: string) => `Copy code ${code}`,
    copied: (code: string) => `Code ${code} copied`,
  },
  {
    lang: 'ru',
    title: 'SMS-коды Trendyol',
    empty: 'Сообщений пока нет. Коды, присланные на этот номер, появятся здесь.',
    reload: 'Проверить новые сообщения',
    copy: (code: string) => `Скопировать код ${code}`,
    copied: (code: string) => `Код ${code} скопирован`,
  },
] as const;

/** The SMS gateway's delivery from its command line, signed with the development gateway key. */
function gateway(to: string, text: string): void {
  execFileSync('node', ['scripts/sms-gateway.ts', to, text, `--url=http://localhost:${PORT}`], { cwd: ROOT });
}

async function myNumber(page: Page): Promise<string> {
  const shown = (await page.getByTestId('sms-number').innerText()).trim();
  expect(shown).toMatch(/^\+90 \d{3} \d{3} \d{2} \d{2}$/);
  return shown.replace(/\s/g, '');
}

for (const words of WORDS) {
  test.describe(`${words.lang}, with JavaScript`, () => {
    test('an SMS appears live within two seconds, and its code is copied', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await newCustomer(page, context, 'UZ');
      await page.goto(`/${words.lang}/cabinet/trendyol-sms`);
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await hydrated(page);
      await expect(page.getByTestId('sms-no-messages')).toHaveText(words.empty);
      const number = await myNumber(page);
      await markDocument(page);

      const code = String(randomInt(100_000, 1_000_000));
      gateway(number, `Trendyol doğrulama kodunuz: ${code}`);
      const sent = Date.now();
      const message = page.getByTestId('sms-message').first();
      await expect(message.getByTestId('sms-code')).toHaveText(code, { timeout: 2000 });
      expect(Date.now() - sent).toBeLessThan(2000);
      expect(await documentWasReplaced(page)).toBe(false);

      // A second one goes on top: newest first.
      const next = String(randomInt(100_000, 1_000_000));
      gateway(number, `Trendyol giriş kodunuz ${next}`);
      await expect(page.getByTestId('sms-code').first()).toHaveText(next, { timeout: 2000 });
      await expect(page.getByTestId('sms-code')).toHaveText([next, code]);

      const copy = page.getByTestId('sms-message').first().getByTestId('copy-code');
      await expect(copy).toHaveText(words.copy(next));
      await copy.click();
      await expect(copy).toHaveText(words.copied(next));
      await expect(page.getByTestId('sms-status')).toHaveText(words.copied(next));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(next);

      if (words.lang === 'en') await accessibleEverywhere(page);
    });
  });

  test.describe(`${words.lang}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('the reload link shows an SMS that arrived', async ({ page, context }) => {
      await newCustomer(page, context, 'UZ');
      await page.goto(`/${words.lang}/cabinet/trendyol-sms`);
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await expect(page.getByTestId('sms-no-messages')).toHaveText(words.empty);
      const number = await myNumber(page);

      const code = String(randomInt(100_000, 1_000_000));
      gateway(number, `Trendyol doğrulama kodunuz: ${code}`);
      await page.getByRole('link', { name: words.reload }).click();
      await expect(page.getByTestId('sms-code')).toHaveText([code]);
      // The code is plain, selectable text; the copy button needs JavaScript and is not offered.
      await expect(page.getByTestId('copy-code')).toBeHidden();
    });
  });
}

test('a marketplace the site does not offer is the 404 screen', async ({ page, context }) => {
  await newCustomer(page, context, 'UZ');
  const response = await page.goto('/en/cabinet/amazon-sms');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found-path')).toContainText('/en/cabinet/amazon-sms');
});
