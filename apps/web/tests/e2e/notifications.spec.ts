import { expect, test, type Page } from '@playwright/test';
import { accessibleEverywhere, hydrated } from './fixtures.ts';
import { newCustomer } from './new-customer.ts';
import { warehouse } from './partners.ts';

/**
 * Notifications: a warehouse event (through the signed machine access, as the warehouse system sends it) raises the
 * bell's count in the cabinet header; the list marks one notice read and then all, with and without JavaScript.
 */

test.describe.configure({ timeout: 120_000 });

const WORDS = [
  {
    lang: 'en',
    none: 'Notifications, none unread',
    bell: (count: number) => `Notifications, ${count} unread`,
    title: 'Notifications',
    arrived: (tracking: string) => `Your parcel ${tracking} has arrived at our warehouse abroad.`,
    returned: (tracking: string) => `Your parcel ${tracking} is being sent back to the sender.`,
    markRead: 'Mark as read',
    markAll: 'Mark all as read',
    open: (tracking: string) => `Open parcel ${tracking}`,
  },
  {
    lang: 'ru',
    none: 'Уведомления, непрочитанных нет',
    bell: (count: number) =>
      `Уведомления, ${count} ${count % 10 === 1 && count % 100 !== 11 ? 'непрочитанное' : 'непрочитанных'}`,
    title: 'Уведомления',
    arrived: (tracking: string) => `Ваша посылка ${tracking} прибыла на наш склад за границей.`,
    returned: (tracking: string) => `Ваша посылка ${tracking} возвращается отправителю.`,
    markRead: 'Отметить как прочитанное',
    markAll: 'Отметить все как прочитанные',
    open: (tracking: string) => `Открыть посылку ${tracking}`,
  },
] as const;

const bell = (page: Page) => page.getByTestId('notification-bell');

for (const words of WORDS) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${words.lang}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled });

      test('a warehouse event rings the bell; one notice is marked read, then all', async ({ page, context }) => {
        await newCustomer(page, context, 'UZ');
        await page.goto(`/${words.lang}/cabinet`);
        await expect(bell(page)).toHaveAccessibleName(words.none);
        const code = (await page.getByTestId('customer-code').first().innerText()).trim();

        // A parcel nobody declared arrives for this customer's suite code, and is then sent back.
        const number = `NT${Date.now().toString().slice(-9)}${Math.floor(Math.random() * 1000)}`;
        await warehouse('received', code, number, '--origin', 'TR', '--weight', '0.8');
        await warehouse('returned', number);

        await page.reload();
        await expect(bell(page)).toHaveAccessibleName(new RegExp(`^${words.bell(2).replace('2', '\\d+')}$`));
        const unread = Number(await page.getByTestId('notification-bell-count').innerText());
        expect(unread).toBeGreaterThanOrEqual(2);
        await expect(bell(page)).toHaveAccessibleName(words.bell(unread));

        await bell(page).click();
        await expect(page).toHaveURL(new RegExp(`/${words.lang}/cabinet/notifications$`));
        await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
        if (javaScriptEnabled) await hydrated(page);
        const notices = page.getByTestId('notice');
        await expect(notices).toHaveCount(unread);
        // Newest first: the return, then what came with the arrival.
        await expect(notices.first()).toContainText(words.returned(number));
        await expect(notices.last()).toContainText(words.arrived(number));
        await expect(page.getByTestId('notice-unread')).toHaveCount(unread);
        if (javaScriptEnabled) await accessibleEverywhere(page);

        await notices.first().getByRole('button', { name: words.markRead }).click();
        await expect(page.getByTestId('notice-unread')).toHaveCount(unread - 1);
        await expect(notices.first().getByRole('button', { name: words.markRead })).toHaveCount(0);
        await expect(bell(page)).toHaveAccessibleName(words.bell(unread - 1));

        await page.getByRole('button', { name: words.markAll }).click();
        await expect(page.getByTestId('notice-unread')).toHaveCount(0);
        await expect(bell(page)).toHaveAccessibleName(words.none);
        await expect(page.getByTestId('notification-bell-count')).toHaveCount(0);

        await notices
          .last()
          .getByRole('link', { name: words.open(number) })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${words.lang}/cabinet/packages/\\d+$`));
        await expect(page.getByText(number).first()).toBeVisible();
      });
    });
  }
}

test('the notifications page of a customer with none says so, and is accessible', async ({ page, context }) => {
  await newCustomer(page, context, 'GE');
  await page.goto('/ge/cabinet/notifications');
  await hydrated(page);
  await expect(page.getByTestId('notifications-empty')).toBeVisible();
  await accessibleEverywhere(page);
});
