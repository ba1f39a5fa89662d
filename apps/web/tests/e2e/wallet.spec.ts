import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { accessibleEverywhere, hydrated } from './fixtures.ts';
import { newCustomer } from './new-customer.ts';

/**
 * The wallet: a top-up through the sandbox provider's checkout (approved: the balance, a history line and the CSV;
 * declined: nothing credited), and a conversion shown as a quote before it is confirmed; in English and Russian,
 * with and without JavaScript, each with a customer of its own (balances start at zero). Then axe on the states the
 * route-table walk does not reach: a pending top-up, a declined one, a quote.
 */

test.describe.configure({ timeout: 90_000 });

const WORDS = [
  {
    lang: 'en',
    title: 'Wallet',
    amount: 'Amount',
    pay: 'Continue to payment',
    succeeded: 'Top-up received',
    declined: 'Payment declined',
    nothingCharged: 'Nothing was charged',
    empty: 'No lines yet',
    typed: '25.50',
    credited: /\$25\.50/,
    line: '+$25.50',
    from: 'From',
    to: 'To',
    convertAmount: 'Amount to convert',
    quote: 'Get a quote',
    quoteTitle: 'Your quote',
    confirm: 'Convert now',
    converted: /\$15\.50/,
  },
  {
    lang: 'ru',
    title: 'Кошелёк',
    amount: 'Сумма',
    pay: 'Перейти к оплате',
    succeeded: 'Баланс пополнен',
    declined: 'Платёж отклонён',
    nothingCharged: 'Деньги не списаны',
    empty: 'Операций пока нет',
    typed: '25,50',
    credited: /25,50\s\$/,
    line: '+25,50\u00a0$',
    from: 'Из',
    to: 'В',
    convertAmount: 'Сумма обмена',
    quote: 'Узнать курс',
    quoteTitle: 'Ваше предложение',
    confirm: 'Обменять',
    converted: /15,50\s\$/,
  },
] as const;
type Words = (typeof WORDS)[number];

/** Fills the top-up form and answers the sandbox's checkout; back on the wallet with the top-up's state. */
async function topUp(page: Page, words: Words, amount: string, answer: 'approve' | 'decline' | 'later') {
  await page.getByRole('textbox', { name: words.amount, exact: true }).fill(amount);
  await page.getByTestId('top-up-submit').click();
  await expect(page).toHaveURL(/\/api\/sandbox-pay\//);
  await page.locator(`button[value="${answer}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/${words.lang}/cabinet/wallet\\?top_up=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
}

async function openWallet(page: Page, words: Words, javaScriptEnabled: boolean) {
  await page.goto(`/${words.lang}/cabinet/wallet`);
  if (javaScriptEnabled) await hydrated(page);
}

for (const words of WORDS) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${words.lang}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled });

      test('a top-up approved in the sandbox reaches the balance, the history and the CSV', async ({
        page,
        context,
      }) => {
        await newCustomer(page, context, 'UZ');
        await openWallet(page, words, javaScriptEnabled);
        await expect(page.getByTestId('wallet-history-empty')).toContainText(words.empty);
        await topUp(page, words, words.typed, 'approve');
        if (javaScriptEnabled) await hydrated(page);
        await expect(page.getByTestId('top-up-succeeded')).toContainText(words.succeeded);
        await expect(page.getByTestId('top-up-succeeded')).toContainText(words.credited);
        await expect(page.getByTestId('balance-USD')).toContainText(words.credited);
        await expect(page.getByTestId('header-balance')).toContainText(words.credited);
        await expect(page.getByTestId('wallet-line')).toHaveCount(1);
        await expect(page.getByTestId('wallet-line-amount')).toHaveText(words.line);

        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('wallet-csv').click()]);
        expect(download.suggestedFilename()).toMatch(/\.csv$/);
        const csv = await readFile((await download.path())!, 'utf8');
        expect(csv).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
        expect(csv).toContain('25.50');
        expect(csv).toContain('USD');
      });

      test('a declined top-up credits nothing and says so', async ({ page, context }) => {
        await newCustomer(page, context, 'UZ');
        await openWallet(page, words, javaScriptEnabled);
        await topUp(page, words, '10', 'decline');
        await expect(page.getByTestId('top-up-declined')).toContainText(words.declined);
        await expect(page.getByTestId('top-up-declined')).toContainText(words.nothingCharged);
        await expect(page.getByTestId('balance-USD')).toContainText(/0[.,]00/);
        await expect(page.getByTestId('wallet-history-empty')).toBeVisible();
      });

      test('a conversion is quoted first, then converted at the quote', async ({ page, context }) => {
        await newCustomer(page, context, 'UZ');
        await openWallet(page, words, javaScriptEnabled);
        await topUp(page, words, words.typed, 'approve');
        if (javaScriptEnabled) await hydrated(page);
        const form = page.getByTestId('convert-form');
        await form.getByLabel(words.from, { exact: true }).selectOption('USD');
        await form.getByLabel(words.to, { exact: true }).selectOption('TRY');
        await form.getByRole('textbox', { name: words.convertAmount }).fill('10');
        await page.getByTestId('quote-submit').click();
        const quote = page.getByTestId('quote');
        await expect(quote.getByRole('heading', { name: words.quoteTitle })).toBeVisible();
        // The rate in the page's number format (issue 44): 42.5 in English, 42,5 in Russian.
        const decimal = words.lang === 'en' ? '\\.' : ',';
        await expect(page.getByTestId('quote-rate')).toHaveText(new RegExp(`^1 USD = \\d+(${decimal}\\d+)? TRY$`));
        await expect(page.getByTestId('quote-give')).toContainText(/10[.,]00/);
        const received = (await page.getByTestId('quote-get').innerText()).trim();
        await expect(page.getByTestId('quote-validity')).toBeVisible();
        await page.getByTestId('convert-submit').click();
        await expect(page.getByTestId('quote')).toHaveCount(0);
        await expect(page.getByTestId('balance-USD')).toContainText(words.converted);
        await expect(page.getByTestId('balance-TRY')).toHaveText(new RegExp(received.replace(/[^\d.,]/g, '')));
        await expect(page.locator('[data-testid="wallet-line"][data-kind="conversion"]')).toHaveCount(2);
      });
    });
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`paid later, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('a top-up paid later shows as pending, then as credited once the provider confirms', async ({
      page,
      context,
    }) => {
      const words = WORDS[0];
      await newCustomer(page, context, 'UZ');
      await openWallet(page, words, javaScriptEnabled);
      await topUp(page, words, '8', 'later');
      await expect(page.getByTestId('top-up-pending')).toBeVisible();
      await expect(page.getByTestId('balance-USD')).toContainText('$0.00');
      if (javaScriptEnabled) {
        // The page asks again by itself every few seconds.
        await expect(page.getByTestId('top-up-succeeded')).toBeVisible({ timeout: 20_000 });
      } else {
        // Without JavaScript the customer asks again with the link.
        await expect(async () => {
          if (await page.getByTestId('top-up-succeeded').isVisible()) return;
          await page.getByRole('link', { name: 'Check again' }).click();
          await expect(page.getByTestId('top-up-succeeded')).toBeVisible({ timeout: 1500 });
        }).toPass({ timeout: 20_000, intervals: [1000] });
      }
      await expect(page.getByTestId('balance-USD')).toContainText('$8.00');
      await expect(page.getByTestId('wallet-line')).toHaveCount(1);
    });
  });
}

test.describe('axe on the wallet’s states', () => {
  test('a pending top-up', async ({ page, context }) => {
    await newCustomer(page, context, 'GE');
    await openWallet(page, WORDS[0], true);
    await topUp(page, WORDS[0], '5', 'later');
    await hydrated(page);
    await page.getByTestId('top-up-pending').or(page.getByTestId('top-up-succeeded')).waitFor();
    await accessibleEverywhere(page);
  });

  test('a declined top-up', async ({ page, context }) => {
    await newCustomer(page, context, 'GE');
    await openWallet(page, WORDS[1], true);
    await topUp(page, WORDS[1], '5', 'decline');
    await hydrated(page);
    await page.getByTestId('top-up-declined').waitFor();
    await accessibleEverywhere(page);
  });

  test('a quote shown before confirming', async ({ page, context }) => {
    await newCustomer(page, context, 'GE');
    await openWallet(page, WORDS[0], true);
    await topUp(page, WORDS[0], '20', 'approve');
    await hydrated(page);
    const form = page.getByTestId('convert-form');
    await form.getByLabel('From', { exact: true }).selectOption('USD');
    await form.getByLabel('To', { exact: true }).selectOption('GEL');
    await form.getByRole('textbox', { name: 'Amount to convert' }).fill('5');
    await page.getByTestId('quote-submit').click();
    await page.getByTestId('quote').waitFor();
    await accessibleEverywhere(page);
  });
});
