import { randomInt } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';

const PEOPLE = {
  UZ: () => ({
    phone: `+99890${String(randomInt(10_000_000)).padStart(7, '0')}`,
    nationalId: Array.from({ length: 14 }, () => randomInt(10)).join(''),
  }),
  GE: () => ({
    phone: `+995555${String(randomInt(1_000_000)).padStart(6, '0')}`,
    nationalId: Array.from({ length: 11 }, () => randomInt(10)).join(''),
  }),
};

/**
 * A customer of their own (the demo customer's addresses stay as other tests expect them): registered through the
 * registration and code actions, signed in by them, with no address yet.
 */
export async function newCustomer(page: Page, context: BrowserContext, country: 'UZ' | 'GE') {
  await context.addCookies([{ name: 'yolla_country', value: country, url: 'http://localhost' }]);
  const person = PEOPLE[country]();
  const registered = await page.request.post('/en/register', {
    form: {
      name: 'Nodira',
      surname: 'Aliyeva',
      phone: person.phone,
      email: `a-${randomInt(1e9)}@yolla.test`,
      password: 'amber-compass-5521',
      national_id: person.nationalId,
      accept_terms: 'on',
    },
    maxRedirects: 0,
  });
  expect(registered.status()).toBe(302);
  const outbox = await context.newPage();
  await outbox.goto(`/en/dev/outbox?to=${encodeURIComponent(person.phone)}`);
  const code = /\b(\d{6})\b/.exec((await outbox.getByTestId('outbox-body').first().textContent()) ?? '')?.[1];
  await outbox.close();
  expect(code, 'a code in the outbox').toBeTruthy();
  const confirmed = await page.request.post('/en/otp', { form: { code: code! }, maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
}
