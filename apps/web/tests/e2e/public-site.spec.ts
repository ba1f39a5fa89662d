import { expect, test } from '@playwright/test';
import { hydrated } from './fixtures.ts';

/** The public site's content pages (issue "Public site"), in two languages each. */
const WORDS = {
  en: {
    news: 'News',
    newsTitle: 'News | Yolla',
    newest: '11.11 and Black Friday: shop smart and get it all before New Year',
    older: 'Older →',
    oldest: 'Our new warehouse in Frankfurt is open',
    back: '← All news',
    notFound: /Page not found/,
    faq: 'FAQ',
    faqTitle: 'Questions and answers | Yolla',
    search: 'Search the answers',
    services: 'Services',
    pudo: 'Pickup points',
    mapUnavailable: 'The map cannot be loaded right now. Every pickup point is in the list.',
    type: 'Type',
    locker: 'Parcel locker',
    contact: 'Contact',
    name: 'Your name',
    replyTo: 'Phone or e-mail',
    text: 'Message',
    send: 'Send message',
    replyToError: 'Enter a phone number (e.g. +994 50 123 45 67) or an e-mail address.',
    thanks: /Thank you, your message has reached us/,
    carriage: 'Rules of carriage',
    destination: 'Destination country',
    georgia: 'Georgia',
    customsGeorgia: 'Customs limit: Georgia',
    privacy: 'Privacy policy',
    contents: 'Contents',
  },
  ru: {
    news: 'Новости',
    newsTitle: 'Новости | Yolla',
    newest: '11.11 и «Чёрная пятница»',
    older: 'Старее →',
    oldest: 'склад во Франкфурте',
    back: '← Все новости',
    notFound: /Страница не найдена|не найдена/,
    faq: 'Вопросы и ответы',
    faqTitle: 'Вопросы и ответы | Yolla',
    search: 'Поиск по ответам',
    services: 'Услуги',
    pudo: 'Пункты выдачи',
    mapUnavailable: 'Сейчас не удаётся загрузить карту. Все пункты выдачи есть в списке.',
    type: 'Тип',
    locker: 'Постамат',
    contact: 'Контакты',
    name: 'Ваше имя',
    replyTo: 'Телефон или e-mail',
    text: 'Сообщение',
    send: 'Отправить',
    replyToError: 'Укажите номер телефона (например, +994 50 123 45 67) или адрес электронной почты.',
    thanks: /Спасибо, ваше сообщение получено/,
    carriage: 'Правила перевозки',
    destination: 'Страна назначения',
    georgia: 'Грузия',
    customsGeorgia: 'Таможенный лимит: Грузия',
    privacy: 'Политика конфиденциальности',
    contents: 'Содержание',
  },
} as const;

for (const [lang, words] of Object.entries(WORDS)) {
  test.describe(`the public site (${lang})`, () => {
    test('news: from the header to the newest item, to older news, and a 404 for an unknown item', async ({ page }) => {
      await page.goto(`/${lang}`);
      await hydrated(page);
      await page.getByRole('contentinfo').getByRole('link', { name: words.news, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}/news`);
      await expect(page).toHaveTitle(words.newsTitle);
      await expect(page.getByRole('listitem').first()).toContainText(words.newest);
      await page.getByRole('link', { name: words.older }).click();
      await expect(page).toHaveURL(`/${lang}/news?page=2`);
      await page.getByRole('link', { name: new RegExp(words.oldest) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(words.oldest);
      await expect(page).toHaveTitle(new RegExp(`${words.oldest}.* \\| Yolla`));
      await page.getByRole('link', { name: words.back }).click();
      await expect(page).toHaveURL(`/${lang}/news`);
      const missing = await page.goto(`/${lang}/news/no-such-news`);
      expect(missing?.status()).toBe(404);
    });

    test('FAQ: searching narrows the answers as one types, and an answer has its own link', async ({ page }) => {
      await page.goto(`/${lang}/faq`);
      await hydrated(page);
      await expect(page).toHaveTitle(words.faqTitle);
      const questions = page.locator('.faq-item');
      const all = await questions.count();
      expect(all).toBeGreaterThan(10);
      await page.getByLabel(words.search).fill('zzzz-nothing');
      await expect(page.getByTestId('faq-empty')).toBeVisible();
      await page.getByLabel(words.search).fill('');
      await expect(questions).toHaveCount(all);
      const id = await questions.first().getAttribute('id');
      await page.goto(`/${lang}/faq#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
    });

    test('pickup points: still a full list with tiles blocked, filtered by type', async ({ page }) => {
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
      await page.goto(`/${lang}/pudo`);
      await hydrated(page);
      await expect(page.getByTestId('map-unavailable')).toHaveText(words.mapUnavailable);
      const points = page.getByTestId('pudo-point');
      await expect(points).toHaveCount(10);
      await page.getByLabel(words.type).selectOption('locker');
      await expect(points.first()).toContainText(words.locker);
      const lockers = await points.count();
      expect(lockers).toBeGreaterThan(0);
      expect(lockers).toBeLessThan(10);
      await expect(points.first().getByTestId('open-badge')).toBeVisible();
    });

    test('contact: a wrong field is named in the language, then the message is sent with thanks', async ({ page }) => {
      await page.goto(`/${lang}/contact`);
      await hydrated(page);
      await page.getByLabel(words.name).fill('Aysel');
      await page.getByLabel(words.replyTo).fill('somewhere');
      await page.getByLabel(words.text).fill('Where is my parcel TR123456789? It left Istanbul a week ago.');
      await page.getByRole('button', { name: words.send }).click();
      await expect(page.getByText(words.replyToError)).toBeVisible();
      await page.getByLabel(words.replyTo).fill('aysel@example.com');
      await page.getByRole('button', { name: words.send }).click();
      await expect(page.getByText(words.thanks)).toBeVisible();
      await expect(page.getByLabel(words.name)).toHaveValue('');
    });

    test('carriage and privacy: a destination choice for the customs limit, and a table of contents', async ({
      page,
    }) => {
      await page.goto(`/${lang}/carriage`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('prohibited-items').locator('tbody tr')).not.toHaveCount(0);
      await page.getByRole('combobox', { name: words.destination }).selectOption('GE');
      await expect(page).toHaveURL(`/${lang}/carriage?to=GE`);
      await expect(page.getByRole('heading', { name: words.customsGeorgia })).toBeVisible();
      await page.goto(`/${lang}/privacy-policy`);
      const toc = page.getByRole('navigation', { name: words.contents });
      const first = toc.getByRole('link').first();
      const anchor = (await first.getAttribute('href')) ?? '';
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${anchor}$`));
      await expect(page.locator(anchor)).toBeInViewport();
    });
  });
}

test.describe('the public site without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts and thanks, and the pickup list filters through the address', async ({ page }) => {
    await page.goto('/en/contact');
    await page.getByLabel('Your name').fill('Nika');
    await page.getByLabel('Phone or e-mail').fill('+995 555 12 34 56');
    await page.getByLabel('Message').fill('Do you deliver to Kutaisi by courier?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/en\/contact#message$/);
    await page.goto('/en/pudo?type=locker');
    const points = page.getByTestId('pudo-point');
    await expect(points.first()).toContainText('Parcel locker');
    expect(await points.count()).toBeLessThan(10);
    await expect(page.getByText('The map needs JavaScript. Every pickup point is in the list.')).toBeVisible();
  });

  test('Azerbaijan-only services are shown in Azerbaijan and not in Uzbekistan', async ({ page, context }) => {
    await page.goto('/en/services');
    await expect(page.locator('#azerpoct-delivery')).toBeVisible();
    await context.addCookies([{ name: 'yolla_country', value: 'UZ', url: page.url() }]);
    await page.goto('/en/services');
    await expect(page.locator('#azerpoct-delivery')).toHaveCount(0);
    await expect(page.locator('#forwarding')).toBeVisible();
  });
});
