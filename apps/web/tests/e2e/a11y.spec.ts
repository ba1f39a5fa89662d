import { test } from '@playwright/test';
import { accessibleEverywhere, cookie, expectAccessible, hydrated, setColorScheme, signIn } from './fixtures.ts';
import { newCustomer } from './new-customer.ts';
import { routeTable } from './route-table.ts';

/** A state the route-table walk below does not reach: the sign-in form with its errors shown, light and dark. */
test('the sign-in page with an error shown is accessible in light and dark mode', async ({ page }) => {
  await setColorScheme(page, 'light');
  await page.goto('/az/login');
  await hydrated(page);
  await page.getByRole('button', { name: 'Daxil ol', exact: true }).last().click();
  await expectAccessible(page);
  await setColorScheme(page, 'dark');
  await expectAccessible(page, 'colours');
});

/** Public tracking's not-found state (the route-table walk shows a found parcel): phone and desktop, light and dark. */
test('the tracking page of an unknown number is accessible on a phone and a desktop, light and dark', async ({
  page,
}) => {
  await page.goto('/ru/tracking/NOSUCHPARCEL1');
  await hydrated(page);
  await accessibleEverywhere(page);
});

/**
 * The SMS inbox of a customer with no message yet (the route-table walk shows the demo customer's, with messages):
 * phone and desktop, light and dark.
 */
test('the SMS inbox without messages is accessible on a phone and a desktop, light and dark', async ({
  page,
  context,
}) => {
  await newCustomer(page, context, 'UZ');
  await page.goto('/az/cabinet/trendyol-sms');
  await hydrated(page);
  await page.getByTestId('sms-no-messages').waitFor();
  await accessibleEverywhere(page);
});

/**
 * Every page of the route table, without a line per page, on a phone and a desktop: every rule in light, the colour
 * rules in dark (`expectAccessible`). Guest pages and cabinet pages are separate tests, so the walks share the workers.
 */
for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  for (const part of ['guest', 'cabinet'] as const) {
    test(`every ${part} page of the route table is accessible on a ${viewport.name}, light and dark`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const { pages } = await routeTable();
      const walked = pages.filter((entry) => entry.cabinet === (part === 'cabinet'));
      // Two axe runs per page; the walk grows with the route table.
      test.setTimeout(20_000 * walked.length);
      for (const entry of walked) {
        if (entry.cabinet && !(await cookie(page.context(), 'yolla_auth_token'))) await signIn(page, 'uz');
        // A page that needs a code on its way or a recovery in progress gets its signed cookie.
        if (entry.state) await page.context().addCookies([{ ...entry.state, url: 'http://localhost' }]);
        await setColorScheme(page, 'light');
        await page.goto(entry.url.replace(/^\/en\b/, '/uz'));
        await hydrated(page);
        await expectAccessible(page);
        await setColorScheme(page, 'dark');
        await expectAccessible(page, 'colours');
      }
    });
  }
}
