import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { EventEmitter } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { frontDoor, refuseWithHouseError } from './front-door.ts';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A host whose `/slow` requests wait until released, behind the front door with `max` places. */
async function host(max: number, waits: { maxWaitMs?: number; overloadWaitMs?: number; refusalPaceMs?: number } = {}) {
  const waiting: ServerResponse[] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/slow') waiting.push(res);
    else if (req.url === '/upload') req.resume().on('end', () => res.end('uploaded'));
    else res.end('ok');
  };
  server = createServer(
    frontDoor(handler, {
      maxInFlight: max,
      ...waits,
      retryAfterSeconds: 5,
      metrics: null,
      metricsToken: null,
      refuse: refuseWithHouseError,
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const until = async (count: number) => {
    while (waiting.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { base, waiting, until, release: () => waiting.splice(0).forEach((res) => res.end('slow')) };
}

describe('the front door', () => {
  it('lets a burst beyond the places wait for them, and serves every request of it', async () => {
    const { base, until, release } = await host(2);
    const slow = [fetch(`${base}/slow`), fetch(`${base}/slow`)];
    await until(2);
    const burst = Array.from({ length: 6 }, (_, i) => fetch(`${base}/page-${i}`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect((await Promise.all([...slow, ...burst])).map((response) => response.status)).toEqual(Array(8).fill(200));
  });

  it('refuses a request that could not start within the wait: 503, Retry-After, the house error in its language', async () => {
    const { base, until, release } = await host(2, { maxWaitMs: 150 });
    const slow = [fetch(`${base}/slow`), fetch(`${base}/slow`)];
    await until(2);
    const started = performance.now();
    const refused = await fetch(`${base}/api/v1/client/tariffs`, { headers: { 'accept-language': 'az' } });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      code: 'common.unavailable',
      message: 'Xidmət hazırda yüklənib. Bir azdan yenidən cəhd edin.',
    });
    // Liveness is never refused, nor made to wait.
    expect((await fetch(`${base}/health`)).status).toBe(200);
    release();
    expect((await Promise.all(slow)).map((response) => response.status)).toEqual([200, 200]);
    expect(await (await fetch(`${base}/next`)).text()).toBe('ok');
  });

  /** One place, a 200 ms wait, and a request already seen holding it past that wait: the next one cannot start in time. */
  async function placeHeldPastTheWait() {
    const { base, until, release } = await host(1, { maxWaitMs: 200 });
    const first = fetch(`${base}/slow`);
    await until(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    release();
    await first;
    const held = fetch(`${base}/slow`);
    await until(1);
    return { base, release, held };
  }

  it('refuses at once, without waiting, once the places are known to be held longer than the wait', async () => {
    const { base, release, held } = await placeHeldPastTheWait();
    const started = performance.now();
    expect((await fetch(`${base}/page`)).status).toBe(503);
    expect(performance.now() - started).toBeLessThan(100);
    release();
    await held;
  });

  it('holds a refusal for its pace, so a client asking again at once asks a few dozen times a second, not thousands', async () => {
    const paced = await host(1, { maxWaitMs: 0, refusalPaceMs: 80 });
    const slow = fetch(`${paced.base}/slow`);
    await paced.until(1);
    const asked = performance.now();
    const refused = await fetch(`${paced.base}/page`);
    expect(refused.status).toBe(503);
    expect(performance.now() - asked).toBeGreaterThanOrEqual(75);
    // An asker who leaves while its refusal is held is simply gone: the place holder is still served.
    const gone = new AbortController();
    const leaving = fetch(`${paced.base}/page`, { signal: gone.signal }).catch((error: unknown) => error);
    setTimeout(() => gone.abort(), 20);
    expect(await leaving).toBeInstanceOf(Error);
    paced.release();
    expect((await slow).status).toBe(200);
  });

  it('does not count a request whose body is still arriving: a slow upload holds no place', async () => {
    const { base, until, release } = await host(2);
    const { port } = new URL(base);
    const upload = connect(Number(port), '127.0.0.1');
    upload.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc');
    const slow = fetch(`${base}/slow`);
    await until(1);
    expect((await fetch(`${base}/fast`)).status).toBe(200);
    upload.destroy();
    release();
    await slow;
  });

  it('never holds a body unread in the queue: an upload sent while every place is taken completes at once', async () => {
    const { base, until, release } = await host(1, { maxWaitMs: 2000 });
    const slow = fetch(`${base}/slow`);
    await until(1);
    const queued = fetch(`${base}/page`);
    const form = new FormData();
    form.set('invoice', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'invoice.pdf');
    const upload = await fetch(`${base}/upload`, { method: 'POST', body: form, signal: AbortSignal.timeout(5000) });
    expect(await upload.text()).toBe('uploaded');
    release();
    expect((await Promise.all([slow, queued])).map((response) => response.status)).toEqual([200, 200]);
  });

  it('refuses an upload at once, before reading its body, when it could not start in time', async () => {
    const { base, release, held } = await placeHeldPastTheWait();
    const started = performance.now();
    const refused = await fetch(`${base}/upload`, { method: 'POST', body: 'x'.repeat(1000) });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('connection')).toBe('close');
    expect(performance.now() - started).toBeLessThan(100);
    release();
    await held;
  });

  it('starts no work for an asker who left before it began, and frees the place', async () => {
    const started: string[] = [];
    const door = frontDoor((req) => started.push(req.url ?? ''), {
      maxInFlight: 1,
      retryAfterSeconds: 5,
      metrics: null,
      metricsToken: null,
      refuse: (_req, res) => res.end('refused'),
    });
    const exchange = (url: string) => {
      const req = Object.assign(new EventEmitter(), { url, method: 'GET', headers: {} });
      const res = Object.assign(new EventEmitter(), { end: () => res.emit('close') });
      return { req, res };
    };
    const gone = exchange('/gone');
    door(gone.req as never, gone.res as never);
    gone.res.emit('close');
    const next = exchange('/next');
    door(next.req as never, next.res as never);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['/next']);
  });

  it('lets a prefetch wait only the short wait of an overload, while a person’s own request waits its turn', async () => {
    const { base, until, release } = await host(1, { maxWaitMs: 2000, overloadWaitMs: 50 });
    const slow = fetch(`${base}/slow`);
    await until(1);
    const started = performance.now();
    expect((await fetch(`${base}/more.data`, { headers: { 'sec-purpose': 'prefetch' } })).status).toBe(503);
    expect((await fetch(`${base}/more.data`, { headers: { purpose: 'prefetch' } })).status).toBe(503);
    expect(performance.now() - started).toBeLessThan(1000);
    const page = fetch(`${base}/page`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    expect((await Promise.all([slow, page])).map((response) => response.status)).toEqual([200, 200]);
  });

  it('has no cap at 0', async () => {
    const { base, until, release } = await host(0);
    const slow = Array.from({ length: 5 }, () => fetch(`${base}/slow`));
    await until(5);
    expect((await fetch(`${base}/fast`)).status).toBe(200);
    release();
    await Promise.all(slow);
  });
});
