import { zstdDecompressSync } from 'node:zlib';
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
    const cookie = (await customer.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (const action of actions) {
      for (const url of [action.url, `${action.url}.data`]) {
        for (const headers of signals) {
          for (const method of ['POST', 'DELETE'] as const) {
            // Node's fetch, not Playwright's request context: against any server that answers `Connection: close`
            // (as every refusal does), the latter stalls 5 s on about one request in 54 (even a bare node:http one).
            const response = await fetch(new URL(url, baseURL), {
              method,
              headers: { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded' },
              body: 'intent=country&country=UZ',
              redirect: 'manual',
            });
            await response.arrayBuffer();
            const what = `${method} ${url} with ${JSON.stringify(headers)}`;
            expect(response.status, what).toBe(403);
            expect(response.headers.getSetCookie(), what).toEqual([]);
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

test.describe('compression', () => {
  test('every page and its data go compressed as the browser asks: zstd, else brotli, else gzip, else as they are', async ({
    baseURL,
  }) => {
    const { pages } = await routeTable();
    const customer = await signedIn(baseURL!);
    const cases = [
      { 'accept-encoding': 'gzip, deflate, br, zstd', expected: 'zstd' },
      { 'accept-encoding': 'gzip, deflate, br', expected: 'br' },
      { 'accept-encoding': 'gzip, br;q=0', expected: 'gzip' },
      { 'accept-encoding': 'identity', expected: undefined },
    ];
    for (const page of pages) {
      const cookie: Record<string, string> = page.state ? { cookie: `${page.state.name}=${page.state.value}` } : {};
      for (const url of [page.url, `${page.url}.data`]) {
        for (const { expected, ...headers } of cases) {
          const response = await customer.get(url, { headers: { ...headers, ...cookie }, maxRedirects: 0 });
          if (response.status() >= 300 && response.status() < 400) continue;
          const label = `${url} with ${headers['accept-encoding']}`;
          // Playwright decodes gzip and brotli bodies, not zstd; below a kilobyte a body is not worth encoding.
          const body = await response.body();
          const bytes = (response.headers()['content-encoding'] === 'zstd' ? zstdDecompressSync(body) : body).length;
          expect(response.headers()['content-encoding'], label).toBe(bytes < 1024 ? undefined : expected);
          if (bytes >= 1024) expect(response.headers()['vary'] ?? '', label).toMatch(/accept-encoding/i);
        }
      }
    }
    await customer.dispose();
  });

  test('static files are sent from the build, compressed at build time', async ({ baseURL }) => {
    const guest = await request.newContext({ baseURL });
    const favicon = await guest.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toContain('image/svg+xml');
    const home = await (await guest.get('/en')).text();
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
    expect(stylesheet).toBeTruthy();
    // Built at brotli 11 and gzip 9 only: a browser that also takes zstd gets the brotli copy.
    const asset = await guest.get(stylesheet!, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toContain('immutable');
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
