import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request, test } from '@playwright/test';
import { DEV_SESSION_SECRET } from '@yolla/api/dev-secrets';
import type { Locale } from '@yolla/i18n';
import { translator } from '@yolla/i18n/server';
import { startServer, type RunningServer } from '../../server/main.ts';
import { routeTable } from './route-table.ts';

/**
 * Only the API's word that a session has ended clears it. The web server runs here on its own, against a stand-in
 * API whose answer each test chooses, and every page of the route table is asked for with a session's cookies.
 */
type Mode = 'unavailable' | 'failing' | 'silent' | 'ended';
let mode: Mode = 'unavailable';
let api: Server;
let web: RunningServer;

test.beforeAll(async () => {
  api = createServer((req, res) => {
    if (mode === 'silent') return; // Never answers: the web's API timeout runs out.
    const status = { unavailable: 503, failing: 500, ended: 401 }[mode];
    const code = { unavailable: 'common.unavailable', failing: 'common.internal', ended: 'common.unauthenticated' }[
      mode
    ];
    req.resume();
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'stand-in', code }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  web = await startServer({
    NODE_ENV: 'production',
    PORT: '0',
    API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    API_TIMEOUT_MS: '400',
    OAUTH_CLIENT_SECRET: 'e2e-web-client-secret',
    // The development secret, so the signed cookies the route-table walk sends for stateful pages hold here too.
    SESSION_SECRET: DEV_SESSION_SECRET,
    // The development pages are part of the route table; this deployment-like server keeps them for the walk.
    DEV_TOOLS: 'true',
    LOG_LEVEL: 'silent',
  });
});

test.afterAll(async () => {
  await web.close();
  await new Promise((resolve) => api.close(resolve));
});

const SESSIONS = {
  'an access token': 'yolla_auth_token=Bearer%20some-token; yolla_refresh_token=some-refresh',
  'only a refresh token': 'yolla_refresh_token=some-refresh',
};

/** The error screen a cabinet page answers is in the page's language, title and `<html lang>` included. */
async function expectErrorScreenInPageLanguage(url: string, html: string) {
  const lang = url.split('/')[1] ?? '';
  const locale = (lang === 'ge' ? 'ka' : lang) as Locale;
  expect(html, url).toContain(`<html lang="${locale}"`);
  const title = translator(locale)('common.meta.error');
  expect(html, url).toContain(`<title>${title} | Yolla</title>`);
}

function clearedCookies(setCookies: string[]): string[] {
  return setCookies.filter((c) => /^yolla_(auth|refresh)_token=;/.test(c));
}

for (const outage of ['unavailable', 'failing', 'silent'] as const) {
  test(`an API that is ${outage} signs no one out, on any page`, async () => {
    mode = outage;
    const { pages } = await routeTable();
    // A silent API costs every call its timeout: the walk grows with the route table.
    test.setTimeout(Math.max(30_000, pages.length * 3_000));
    const browser = await request.newContext({ baseURL: web.url });
    for (const page of pages) {
      const state = page.state ? `; ${page.state.name}=${page.state.value}` : '';
      const asks = Object.entries(SESSIONS).flatMap(([what, cookie]) =>
        [page.url, `${page.url}.data`].map(async (url) => {
          const response = await browser.get(url, { headers: { cookie: `${cookie}${state}` }, maxRedirects: 0 });
          const where = `${url} with ${what}`;
          // A cabinet page and the public tracking page (the API's answer itself) say the API is unavailable.
          const unavailable = page.cabinet || page.url.includes('/tracking/');
          expect(response.status(), where).toBe(unavailable ? 503 : 200);
          if (page.cabinet && !url.endsWith('.data')) await expectErrorScreenInPageLanguage(url, await response.text());
          const setCookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
          expect(clearedCookies(setCookies.map((h) => h.value)), where).toEqual([]);
        }),
      );
      await Promise.all(asks);
    }
    await browser.dispose();
  });
}

test('an API that says the session has ended (401) clears it, on any page', async () => {
  mode = 'ended';
  const { pages } = await routeTable();
  const browser = await request.newContext({ baseURL: web.url });
  for (const page of pages) {
    const response = await browser.get(page.url, { headers: { cookie: SESSIONS['an access token'] }, maxRedirects: 0 });
    const setCookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
    expect(clearedCookies(setCookies.map((h) => h.value)).length, page.url).toBe(2);
    if (page.cabinet) expect(response.headers().location, page.url).toMatch(/\/login\?redirect=/);
  }
  await browser.dispose();
});
