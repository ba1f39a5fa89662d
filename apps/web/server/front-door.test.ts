import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { clientErrorHandler, frontDoor, IN_PROCESS_HEADER, IN_PROCESS_MARK, isInProcessCall } from '@yolla/api';
import { afterEach, describe, expect, it } from 'vitest';
import { oversizedRequest, rawRequest } from '../../api/src/test/raw-http.ts';
import { staticFiles, webClientErrorPage, webRefusal } from './front-door.ts';
import { CACHE_STATUS_HEADER, createPageCache } from './page-cache/page-cache.ts';
import { memoryStore } from './page-cache/store.ts';
import { createOneOriginServer } from './routing.ts';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** The guest page cache in memory, for the guests' tariffs page. */
const guestPages = () =>
  createPageCache({
    store: memoryStore(),
    ttlSeconds: 60,
    staleSeconds: 300,
    isPublicPage: (pathname) => /^\/(en|ge)\/tariffs$/.test(pathname),
    cookiePrefix: 'yolla_',
    revision: () => '1',
    buildId: 'build-1',
    securityHeaders: () => ({}),
    trustProxy: () => false,
    countryOf: () => 'AZ',
  });

/** Reads a request's body as a page's action does, to its end. */
async function readAll(req: IncomingMessage): Promise<number> {
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) size += chunk.length;
  return size;
}

/**
 * The one-origin server's front door, guest page cache and parser refusals as `main.ts` sets them, with stand-in
 * renderers: `/en/hold` is answered when released, every other page at once (and kept by the cache when public).
 */
async function oneOrigin(maxInFlight: number, maxWaitMs = 1000) {
  const held: ServerResponse[] = [];
  const cache = guestPages();
  const render = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/en/hold') return held.push(res);
    if (req.method === 'POST') return void readAll(req).then((size) => res.end(`read ${size}`));
    const page = new Response('ok', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    // The nonce and headers Express would have set before the renderer.
    void cache.offer(Object.assign(res, { locals: { nonce: 'n' } }) as never, page).then(async (answer) => {
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(await answer.text());
    });
  };
  server = createOneOriginServer(
    (_req, res) => res.end('api'),
    render,
    (both) =>
      frontDoor(both, {
        maxInFlight,
        maxWaitMs,
        ahead: (req, res, next) => cache.serve(req, res, () => next()),
        retryAfterSeconds: 5,
        metrics: null,
        metricsToken: null,
        refuse: webRefusal('yolla_', true),
        uncapped: staticFiles(fileURLToPath(new URL('../public', import.meta.url))),
        belongs: (req) => isInProcessCall(req.headers),
      }),
  );
  server.on('clientError', clientErrorHandler(webClientErrorPage('yolla_', true)));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const holding = async () => {
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    return () => held.splice(0).forEach((res) => res.end());
  };
  return { port, base: `http://127.0.0.1:${port}`, holding };
}

describe('the web’s answers before routing', () => {
  it('gives a page with headers over 16 KB the plain error page, 431, in its language', async () => {
    const { port } = await oneOrigin(16);
    const answer = await rawRequest(port, oversizedRequest('/az/tariffs', { Accept: 'text/html' }));
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<html lang="az">');
    expect(answer.body).toContain('Sorğunun başlıqları həddən artıq böyükdür.');
  });

  it('gives an API path the house error body instead, and a data request the JSON shape', async () => {
    const { port } = await oneOrigin(16);
    const api = await rawRequest(port, oversizedRequest('/api/v1/client/tariffs'));
    expect(api.status).toBe(431);
    expect(JSON.parse(api.body)).toMatchObject({ code: 'common.headers_too_large' });
    const data = await rawRequest(port, oversizedRequest('/en/tariffs.data'));
    expect(JSON.parse(data.body)).toMatchObject({ code: 'common.headers_too_large' });
  });

  it('refuses a page that could not start in time with the plain 503 page and Retry-After, an API call with its JSON', async () => {
    const { base, holding } = await oneOrigin(1, 100);
    const held = fetch(`${base}/en/hold`);
    const release = await holding();
    const page = await fetch(`${base}/ge/tariffs`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('სერვისი ახლა გადატვირთულია.');
    const call = await fetch(`${base}/api/v1/client/tariffs`);
    expect(call.status).toBe(503);
    expect((await call.json()).code).toBe('common.unavailable');
    // The page's files are served whatever the load: a page without its scripts is broken.
    for (const file of ['/assets/entry.client-x.js', '/builds/latest.json', '/favicon.svg']) {
      expect((await fetch(`${base}${file}`)).status, file).toBe(200);
    }
    release();
    await held;
    expect(await (await fetch(`${base}/en/tariffs`)).text()).toBe('ok');
  });

  it('answers a guest page the cache holds, and the page’s files, however many requests wait', async () => {
    const { base, holding } = await oneOrigin(1, 100);
    expect((await fetch(`${base}/en/tariffs`)).headers.get(CACHE_STATUS_HEADER)).toBe('miss');
    const held = fetch(`${base}/en/hold`);
    const release = await holding();
    const waiting = Array.from({ length: 5 }, (_, i) => fetch(`${base}/en/page-${i}`));
    for (let i = 0; i < 20; i++) {
      const page = await fetch(`${base}/en/tariffs`);
      expect(page.status).toBe(200);
      expect(page.headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    }
    expect((await fetch(`${base}/assets/entry.client-x.js`)).status).toBe(200);
    release();
    await held;
    await Promise.all(waiting);
  });

  it('completes a multipart upload sent while the one place is taken: it never waits unread behind it', async () => {
    const { base, holding } = await oneOrigin(1, 2000);
    const held = fetch(`${base}/en/hold`);
    const release = await holding();
    const form = new FormData();
    form.set('invoice', new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'application/pdf' }), 'invoice.pdf');
    const upload = fetch(`${base}/en/declare`, { method: 'POST', body: form, signal: AbortSignal.timeout(5000) });
    const answer = await upload;
    expect(answer.status).toBe(200);
    expect(Number((await answer.text()).split(' ')[1])).toBeGreaterThan(3 * 1024 * 1024);
    release();
    await held;
  });

  it('completes an upload whose body was still arriving while the place filled and others queued', async () => {
    const { port, base, holding } = await oneOrigin(1, 2000);
    const boundary = 'b0undary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="invoice"; filename="i.pdf"\r\n\r\n`),
      Buffer.alloc(1024 * 1024, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const answered = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /en/declare HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, 1000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The upload holds no place while its body arrives: the one place goes to a page, and the next page waits.
    const held = fetch(`${base}/en/hold`);
    const release = await holding();
    const waiting = fetch(`${base}/en/page-1`);
    socket.end(body.subarray(1000));
    await answered;
    expect(received).toMatch(/^HTTP\/1.1 200/);
    expect(received).toContain(`read ${body.length}`);
    release();
    await held;
    expect((await waiting).status).toBe(200);
  });

  it('never queues nor refuses a page’s own stream to its API (the process’s mark); a claimed mark waits its turn', async () => {
    const { base, holding } = await oneOrigin(1, 100);
    const held = fetch(`${base}/en/hold`);
    const release = await holding();
    const own = await fetch(`${base}/api/v1/client/wallet/statement.csv`, {
      headers: { [IN_PROCESS_HEADER]: IN_PROCESS_MARK },
    });
    expect(await own.text()).toBe('api');
    const claimed = await fetch(`${base}/api/v1/client/wallet/statement.csv`, {
      headers: { [IN_PROCESS_HEADER]: 'x'.repeat(IN_PROCESS_MARK.length) },
    });
    expect(claimed.status).toBe(503);
    release();
    await held;
  });
});
