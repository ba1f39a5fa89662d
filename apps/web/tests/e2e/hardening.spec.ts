import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { DEMO } from './fixtures.ts';
import { routeTable } from './route-table.ts';

async function signedIn(baseURL: string): Promise<APIRequestContext> {
  const customer = await request.newContext({ baseURL });
  const response = await customer.post('/en/login', {
    form: { username: DEMO.email, password: DEMO.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return customer;
}

test.describe('cross-site requests', () => {
  test('every route that takes form posts refuses one sent from another site, document and data', async ({
    baseURL,
  }) => {
    const { actions } = await routeTable();
    expect(actions.length).toBeGreaterThan(0);
    const customer = await signedIn(baseURL!);
    const signals: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
    ];
    for (const action of actions) {
      for (const url of [action.url, `${action.url}.data`]) {
        for (const headers of signals) {
          for (const method of ['POST', 'DELETE'] as const) {
            const response = await customer.fetch(url, {
              method,
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              data: 'intent=country&country=UZ',
              maxRedirects: 0,
            });
            expect(response.status(), `${method} ${url} with ${JSON.stringify(headers)}`).toBe(403);
          }
        }
      }
    }
    // Nothing happened: the customer is still signed in and the country was not changed.
    const cabinet = await customer.get('/en/cabinet', { maxRedirects: 0 });
    expect(cabinet.status()).toBe(200);
    const cookies = await customer.storageState();
    expect(cookies.cookies.find((c) => c.name === 'yolla_country')).toBeUndefined();
    await customer.dispose();
  });

  test('is answered with the translated error screen', async ({ baseURL }) => {
    const guest = await request.newContext({ baseURL });
    const response = await guest.post('/ru/preferences', {
      headers: { origin: 'https://evil.example' },
      form: { intent: 'country', country: 'UZ' },
    });
    expect(response.status()).toBe(403);
    const html = await response.text();
    expect(html).toContain('403 ОШИБКА');
    expect(html).toContain('<html lang="ru"');
    expect(html).toContain('У вас нет доступа к этому разделу.');
    await guest.dispose();
  });

  test('from this site still go through', async ({ baseURL }) => {
    const guest = await request.newContext({ baseURL });
    const origin = new URL(baseURL!).origin;
    const response = await guest.post('/en/preferences', {
      headers: { origin },
      form: { intent: 'country', country: 'GE' },
    });
    expect(response.status()).toBe(200);
    await guest.dispose();
  });
});

test.describe('personal responses', () => {
  test('every page and its data, for a signed-in customer, are never stored by a cache', async ({ baseURL }) => {
    const { pages } = await routeTable();
    const customer = await signedIn(baseURL!);
    for (const page of pages) {
      for (const url of [page.url, `${page.url}.data`]) {
        const response = await customer.get(url, { maxRedirects: 0 });
        expect(response.headers()['cache-control'], url).toBe('private, no-store');
      }
    }
    await customer.dispose();
  });

  test('sign-in and sign-out redirects that set cookies are never stored', async ({ baseURL }) => {
    const customer = await request.newContext({ baseURL });
    const signIn = await customer.post('/en/login', {
      form: { username: DEMO.email, password: DEMO.password },
      maxRedirects: 0,
    });
    expect(signIn.headers()['cache-control']).toBe('private, no-store');
    const signOut = await customer.post('/en/sign-out', {
      headers: { origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    });
    expect(signOut.status()).toBe(302);
    expect(signOut.headers()['cache-control']).toBe('private, no-store');
    await customer.dispose();
  });

  test('public pages for a guest keep their own caching', async ({ baseURL }) => {
    const { pages } = await routeTable();
    const guest = await request.newContext({ baseURL });
    for (const page of pages.filter((p) => !p.cabinet)) {
      const response = await guest.get(page.url, { maxRedirects: 0 });
      expect(response.headers()['cache-control'] ?? '', page.url).not.toContain('private');
    }
    await guest.dispose();
  });
});

test.describe('the return path after sign-in', () => {
  for (const target of [
    '/en/..//evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%2f%2fevil.example',
    'https://evil.example',
  ]) {
    test(`never leaves the site: ${JSON.stringify(target)}`, async ({ baseURL }) => {
      const guest = await request.newContext({ baseURL });
      const response = await guest.post('/en/login', {
        form: { username: DEMO.email, password: DEMO.password, redirect: target },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe('/en/cabinet');
      await guest.dispose();
    });
  }
});
