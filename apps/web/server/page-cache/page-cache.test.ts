import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import express from 'express';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CACHE_STATUS_HEADER, createPageCache } from './page-cache.ts';
import { memoryStore, redisStore, type PageCacheStore } from './store.ts';

/**
 * A server shaped like the web's: a nonce per request, the cache, then a "renderer" that counts its renders and
 * answers like React Router would (public pages, a page marked personal for signed-in visitors).
 */
function site(store: PageCacheStore) {
  let revision: string | null = '1';
  let renders = 0;
  const cache = createPageCache({
    store,
    ttlSeconds: 60,
    staleSeconds: 300,
    isPublicPage: (pathname) => /^\/(en|az)(\/(faq|news(\/[a-z-]+)?))?$/.test(pathname),
    cookiePrefix: 'y_',
    revision: () => revision,
    buildId: 'build-1',
    securityHeaders: (nonce) => ({ 'Content-Security-Policy': `script-src 'nonce-${nonce}'` }),
    trustProxy: () => false,
    countryOf: (cookie, _lang, acceptLanguage) => cookie ?? (acceptLanguage?.includes('-UZ') ? 'UZ' : 'AZ'),
  });
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(8).toString('base64');
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.nonce}'`);
    next();
  });
  app.use(async (req, res) => {
    renders += 1;
    const signedIn = (req.headers.cookie ?? '').includes('y_auth_token');
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    if (signedIn || req.path.endsWith('/private')) headers.set('cache-control', 'private, no-store');
    // A page rendered while the API was down (its error state) is marked no-store by the app.
    if (req.path.endsWith('/news/degraded')) headers.set('cache-control', 'no-store');
    const country =
      /y_country=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ??
      (String(req.headers['accept-language'] ?? '').includes('-UZ') ? 'UZ' : 'AZ');
    const html = `<html><script nonce="${res.locals.nonce}"></script>${req.path} ${country} render ${renders} rev ${revision}</html>`;
    const response = await cache.offer(
      res,
      new Response(html, { status: req.path === '/en/news/gone' ? 404 : 200, headers }),
    );
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.send(await response.text());
  });
  const handle = (req: IncomingMessage, res: ServerResponse) =>
    cache.serve(req, res, (r, s) => void app(r as never, s as never));
  return {
    handle,
    renders: () => renders,
    setRevision: (value: string | null) => {
      revision = value;
    },
  };
}

let server: Server;
let base: string;
let current: ReturnType<typeof site>;

async function start(store: PageCacheStore) {
  current = site(store);
  server = createServer(current.handle).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { 'accept-encoding': 'br, gzip', ...headers } });

function behavesAsAPageCache(makeStore: () => Promise<PageCacheStore>) {
  beforeEach(async () => start(await makeStore()));
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('renders a guest’s public page once, then answers it compressed with the same nonce and an ETag', async () => {
    const first = await get('/en/faq');
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe('miss');
    const body = await first.text();
    const second = await get('/en/faq');
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(await second.text()).toBe(body);
    expect(current.renders()).toBe(1);
    const nonce = /nonce="([^"]+)"/.exec(body)?.[1];
    expect(second.headers.get('content-security-policy')).toBe(`script-src 'nonce-${nonce}'`);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(second.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const gzip = await get('/en/faq', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(body);
    // A kept page has brotli at full strength, which every browser that takes zstd takes too.
    const zstdBrowser = await get('/en/faq', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(zstdBrowser.headers.get('content-encoding')).toBe('br');
    expect(await zstdBrowser.text()).toBe(body);
  });

  it('answers 304 to a revalidation with the page’s ETag', async () => {
    const etag = (await get('/en/news')).headers.get('etag') ?? '';
    const revalidated = await get('/en/news', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('never serves nor keeps a page for a signed-in visitor or one with a flash message', async () => {
    await get('/en/faq');
    for (const cookie of ['y_auth_token=a', 'y_refresh_token=r', 'y_toast=%5B%5D', 'y_otp=x', 'y_recovery=x']) {
      const response = await get('/en/faq', { cookie });
      expect(response.headers.get(CACHE_STATUS_HEADER), cookie).toBeNull();
      expect(response.headers.get('cache-control') ?? '', cookie).not.toContain('public');
    }
    expect(current.renders()).toBe(6);
  });

  it('keeps no page marked private or degraded, no error page and nothing outside the public pages', async () => {
    for (const path of ['/en/news/gone', '/en/cabinet', '/en/private', '/en/news/degraded']) {
      await get(path);
      const again = await get(path);
      expect(again.headers.get(CACHE_STATUS_HEADER), path).not.toBe('hit');
    }
  });

  it('keys pages by the country they are rendered for, from the cookie or else the browser', async () => {
    await get('/en/faq', { 'accept-language': 'en-GB' });
    const uzbek = await get('/en/faq', { 'accept-language': 'ru-UZ,ru;q=0.9' });
    expect(uzbek.headers.get(CACHE_STATUS_HEADER)).toBe('miss');
    expect(await uzbek.text()).toContain(' UZ ');
    expect((await get('/en/faq', { cookie: 'y_country=AZ' })).headers.get(CACHE_STATUS_HEADER)).toBe('hit');
  });

  it('keys pages by query, country and whether the language is remembered', async () => {
    await get('/en/news');
    expect((await get('/en/news?page=2')).headers.get(CACHE_STATUS_HEADER)).toBe('miss');
    const uz = await get('/en/news', { cookie: 'y_country=UZ' });
    expect(uz.headers.get(CACHE_STATUS_HEADER)).toBe('miss');
    expect(await uz.text()).toContain(' UZ ');
    expect((await get('/en/news', { cookie: 'y_locale=en' })).headers.get(CACHE_STATUS_HEADER)).toBe('miss');
    expect((await get('/en/news', { cookie: 'y_country=UZ' })).headers.get(CACHE_STATUS_HEADER)).toBe('hit');
  });

  it('keeps a prefetch apart from a visit that must remember the language, whatever cookie it carries', async () => {
    await get('/en/faq', { cookie: 'y_locale=en' });
    const prefetch = { cookie: 'y_locale=ru', 'sec-purpose': 'prefetch' };
    // A prefetch writes no language cookie, so it gets the page of a visitor whose language is already remembered…
    expect((await get('/en/faq', prefetch)).headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    // …and a visit that must write the cookie never gets a page rendered without it.
    expect((await get('/en/faq', { cookie: 'y_locale=ru' })).headers.get(CACHE_STATUS_HEADER)).toBe('miss');
  });

  it('renders again once the content revision moves, and not while it is unknown', async () => {
    await get('/az/faq');
    current.setRevision('2');
    const changed = await get('/az/faq');
    expect(changed.headers.get(CACHE_STATUS_HEADER)).toBe('miss');
    expect(await changed.text()).toContain('rev 2');
    current.setRevision(null);
    expect((await get('/az/faq')).headers.get(CACHE_STATUS_HEADER)).toBeNull();
  });
}

describe('the guest page cache, in memory', () => {
  behavesAsAPageCache(async () => memoryStore());

  it('forgets the oldest pages past its size', async () => {
    const store = memoryStore({ maxEntries: 2 });
    const page = {
      headers: [],
      nonce: 'n',
      etag: '"e"',
      bodies: { br: Buffer.from('b'), gzip: Buffer.from('g'), identity: Buffer.from('i') },
    };
    await store.set('a', page, 60);
    await store.set('b', page, 60);
    await store.set('c', page, 60);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('c')).toBeDefined();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('the guest page cache, in Redis (shared by every instance)', () => {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true }) : null;
  afterAll(() => redis?.quit());
  behavesAsAPageCache(async () => redisStore(redis as Redis, `test:${randomBytes(6).toString('hex')}:`));
});
