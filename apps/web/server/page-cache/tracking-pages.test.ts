import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_STATUS_HEADER, createPageCache } from './page-cache.ts';
import { isPublicPage, isTrackingPage, TRACKING_PAGE_TTL_SECONDS, trackingPagePolicy } from './setup.ts';
import { memoryStore } from './store.ts';

/**
 * A site shaped like the web's, with the production rules for which pages are public and how tracking pages are
 * kept: a "parcel" whose state the test moves (as the warehouse would), and a renderer that shows it and counts.
 */
function site() {
  const revisions = { content: '1', tracking: '100' as string | null };
  let clock = 0;
  const state = { parcel: 'shipped', renders: 0 };
  const cache = createPageCache({
    store: memoryStore({ now: () => clock }),
    ttlSeconds: 600,
    staleSeconds: 300,
    isPublicPage,
    cookiePrefix: 'y_',
    revision: () => revisions.content,
    buildId: 'build-1',
    securityHeaders: () => ({}),
    trustProxy: () => false,
    countryOf: (cookie) => cookie ?? 'AZ',
    pagePolicy: trackingPagePolicy(() => revisions.tracking, 600),
  });
  const app = express();
  app.use(async (req, res) => {
    state.renders += 1;
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    let status = 200;
    if (req.path.endsWith('/UNKNOWN1')) {
      status = 404;
      headers.set('cache-control', 'no-store');
    }
    if (req.path.endsWith('/LIMITED1')) {
      status = 429;
      headers.set('cache-control', 'no-store');
      headers.set('retry-after', '120');
    }
    const html = `<html>${req.path} ${isTrackingPage(req.path) ? state.parcel : 'content'}</html>`;
    const response = await cache.offer(res, new Response(html, { status, headers }));
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.send(await response.text());
  });
  const handle = (req: IncomingMessage, res: ServerResponse) =>
    cache.serve(req, res, (r, s) => void app(r as never, s as never));
  return {
    handle,
    state,
    revisions,
    advance: (seconds: number) => {
      clock += seconds * 1000;
    },
  };
}

let server: Server | null = null;

async function start() {
  const current = site();
  server = createServer(current.handle).listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string) => {
    const response = await fetch(base + path);
    return { status: response.status, text: await response.text(), headers: response.headers };
  };
  return { ...current, get };
}

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('tracking pages in the guest page cache', () => {
  it('are served from the cache until the parcel moves, then never stale', async () => {
    const site = await start();
    const first = await site.get('/en/tracking/LP00299887766CN');
    expect(first.text).toContain('shipped');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await site.get('/en/tracking/LP00299887766CN');
    expect(again.headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    expect(site.state.renders).toBe(1);

    // The warehouse moves it: the parcel events' revision moves with it.
    site.state.parcel = 'at_customs';
    site.revisions.tracking = '101';
    const moved = await site.get('/en/tracking/LP00299887766CN');
    expect(moved.headers.get(CACHE_STATUS_HEADER)).toBe('miss');
    expect(moved.text).toContain('at_customs');
    expect(moved.text).not.toContain('shipped');
  });

  it('leave every other public page in the cache when a parcel moves', async () => {
    const site = await start();
    await site.get('/en/faq');
    site.revisions.tracking = '101';
    expect((await site.get('/en/faq')).headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    // The form page has no parcel on it: it is kept like any public page.
    await site.get('/en/tracking');
    site.revisions.tracking = '102';
    expect((await site.get('/en/tracking')).headers.get(CACHE_STATUS_HEADER)).toBe('hit');
  });

  it('are kept at most a minute, whatever the cache’s own lifetime', async () => {
    const site = await start();
    await site.get('/en/tracking/LP00299887766CN');
    site.advance(TRACKING_PAGE_TTL_SECONDS - 1);
    expect((await site.get('/en/tracking/LP00299887766CN')).headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    site.advance(2);
    expect((await site.get('/en/tracking/LP00299887766CN')).headers.get(CACHE_STATUS_HEADER)).toBe('miss');
  });

  it('are rendered, never served from the cache, while the tracking revision is unknown', async () => {
    const site = await start();
    site.revisions.tracking = null;
    await site.get('/en/tracking/LP00299887766CN');
    const second = await site.get('/en/tracking/LP00299887766CN');
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBeNull();
    expect(site.state.renders).toBe(2);
  });

  it('never keep a not-found or a too-many-lookups answer', async () => {
    const site = await start();
    for (const path of ['/en/tracking/UNKNOWN1', '/en/tracking/LIMITED1']) {
      const first = await site.get(path);
      const second = await site.get(path);
      expect(second.status).toBe(first.status);
      expect(second.headers.get(CACHE_STATUS_HEADER)).toBe('miss');
      expect(second.headers.get('cache-control')).toBe('no-store');
    }
    expect(site.state.renders).toBe(4);
    expect((await site.get('/en/tracking/LIMITED1')).headers.get('retry-after')).toBe('120');
  });
});
