import { randomInt } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** A customer of the test's own (UZ has self-registration), signed in in this browser through the real forms. */
export interface FreshCustomer {
  phone: string;
  email: string;
  password: string;
  nationalId: string;
}

export const uzPhone = () => `+99890${String(randomInt(10_000_000)).padStart(7, '0')}`;
export const pinfl = () => Array.from({ length: 14 }, () => randomInt(10)).join('');

/** The newest six-digit code the development outbox holds for a recipient (the API's own outbox endpoint). */
export async function codeFor(page: Page, to: string): Promise<string> {
  const answer = await page.request.get(`/api/v1/client/dev/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await answer.json()) as { data: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(data[0]?.body ?? '')?.[1];
  expect(code, `a code in the outbox for ${to}`).toBeTruthy();
  return code!;
}

/** Registers and signs in a new UZ customer: the registration form, then the code from the outbox. */
export async function freshCustomer(page: Page, context: BrowserContext, lang = 'en'): Promise<FreshCustomer> {
  await context.addCookies([{ name: 'yolla_country', value: 'UZ', url: 'http://localhost' }]);
  const person = {
    phone: uzPhone(),
    email: `s-${randomInt(1e9)}@yolla.test`,
    password: `violet-meadow-${randomInt(1e6)}`,
    nationalId: pinfl(),
  };
  const registered = await page.request.post(`/${lang}/register`, {
    form: {
      name: 'Nodira',
      surname: 'Aliyeva',
      phone: person.phone,
      email: person.email,
      password: person.password,
      national_id: person.nationalId,
      accept_terms: 'on',
    },
    maxRedirects: 0,
  });
  expect(registered.status()).toBe(302);
  const confirmed = await page.request.post(`/${lang}/otp`, {
    form: { code: await codeFor(page, person.phone) },
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(302);
  // The welcome toast would cover the header while axe looks at the first page.
  await context.clearCookies({ name: 'yolla_toast' });
  return person;
}

export { accessibleEverywhere } from './fixtures.ts';
