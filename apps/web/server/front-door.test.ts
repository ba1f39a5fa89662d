import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { clientErrorHandler, frontDoor } from '@yolla/api';
import { afterEach, describe, expect, it } from 'vitest';
import { oversizedRequest, rawRequest } from '../../api/src/test/raw-http.ts';
import { staticFiles, webClientErrorPage, webRefusal } from './front-door.ts';
import { createOneOriginServer } from './routing.ts';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** The one-origin server's front door and parser refusals as `main.ts` sets them, with stand-in handlers. */
async function oneOrigin(maxInFlight: number) {
  const held: ServerResponse[] = [];
  const hold = (req: IncomingMessage, res: ServerResponse) => (req.url === '/en/hold' ? held.push(res) : res.end('ok'));
  server = createOneOriginServer(
    (_req, res) => res.end('api'),
    hold,
    (both) =>
      frontDoor(both, {
        maxInFlight,
        retryAfterSeconds: 5,
        metrics: null,
        metricsToken: null,
        refuse: webRefusal('yolla_', true),
        uncapped: staticFiles(fileURLToPath(new URL('../public', import.meta.url))),
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

  it('sheds a page past the cap with the plain 503 page and Retry-After, and an API call with its JSON', async () => {
    const { base, holding } = await oneOrigin(1);
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
});
