import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { exchange, type InProcessApi } from './api-transport.server.ts';

let peer: Server | null = null;
afterEach(async () => {
  const server = peer;
  peer = null;
  if (!server) return;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void): Promise<string> {
  peer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handler(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => peer!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
}

describe('one exchange with the API', () => {
  it('sends the method, headers and body, and reads the status, the text and Cache-Control', async () => {
    const base = await serve((req, res, body) => {
      res.setHeader('cache-control', 'public, max-age=60');
      res.statusCode = 201;
      res.end(JSON.stringify({ method: req.method, type: req.headers['content-type'], body: body.toString() }));
    });
    const answer = await exchange(new URL(`${base}/api/v1/client/things`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Şəki"}',
      timeoutMs: 2000,
    });
    expect(answer).toMatchObject({
      status: 201,
      cacheControl: 'public, max-age=60',
      text: JSON.stringify({ method: 'POST', type: 'application/json', body: '{"name":"Şəki"}' }),
    });
  });

  it('sends a file upload as multipart/form-data with its boundary', async () => {
    const base = await serve((req, res, body) => {
      res.end(JSON.stringify({ type: req.headers['content-type'], body: body.toString('latin1') }));
    });
    const form = new FormData();
    form.set('picture', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'me.png');
    const answer = await exchange(new URL(`${base}/upload`), {
      method: 'PUT',
      headers: {},
      body: form,
      timeoutMs: 2000,
    });
    const { type, body } = JSON.parse(answer.text) as { type: string; body: string };
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(type)?.[1];
    expect(boundary).toBeTruthy();
    expect(body).toContain(`--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="me.png"`);
    expect(body).toContain('Content-Type: image/png\r\n\r\n\x89PNG\r\n');
  });

  it('gives up on an API that does not answer in time', async () => {
    const base = await serve(() => undefined);
    const started = Date.now();
    await expect(exchange(new URL(`${base}/slow`), { method: 'GET', headers: {}, timeoutMs: 150 })).rejects.toThrow(
      'did not answer in time',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up on an answer that stops halfway', async () => {
    const base = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"data":');
    });
    await expect(exchange(new URL(`${base}/half`), { method: 'GET', headers: {}, timeoutMs: 150 })).rejects.toThrow();
  });

  it('stops when the caller aborts', async () => {
    const base = await serve(() => undefined);
    const controller = new AbortController();
    const pending = exchange(new URL(`${base}/slow`), {
      method: 'GET',
      headers: {},
      timeoutMs: 5000,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends a read again on a new connection when the API closed the kept-alive one under it, not a change', async () => {
    // Each connection answers its first request and drops the next, as an instance that closes idle connections.
    const served = new WeakMap<object, number>();
    const base = await serve((req, res) => {
      const count = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, count);
      if (count > 1) {
        req.socket.destroy();
        return;
      }
      res.end(`answer ${req.method}`);
    });
    const url = new URL(`${base}/me`);
    expect((await exchange(url, { method: 'GET', headers: {}, timeoutMs: 2000 })).text).toBe('answer GET');
    expect((await exchange(url, { method: 'GET', headers: {}, timeoutMs: 2000 })).text).toBe('answer GET');
    await expect(exchange(url, { method: 'POST', headers: {}, body: 'x', timeoutMs: 2000 })).rejects.toMatchObject({
      code: 'ECONNRESET',
    });
  });
});

describe('an exchange with the API of this process (the one-origin server)', () => {
  // Nothing listens on port 1: an exchange that touched the network would fail.
  const unreachable = 'http://127.0.0.1:1';
  const never: InProcessApi = () => new Promise(() => undefined);

  it('hands over the method, path, query, headers and body, and reads the status, text and Cache-Control', async () => {
    const seen: Parameters<InProcessApi>[0][] = [];
    const inProcess: InProcessApi = async (request) => {
      seen.push(request);
      return { statusCode: 201, payload: '{"data":1}', headers: { 'cache-control': 'private, no-store' } };
    };
    const answer = await exchange(new URL(`${unreachable}/api/v1/client/things?page=2`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: '{"name":"Şəki"}',
      timeoutMs: 2000,
      inProcess,
    });
    expect(answer).toMatchObject({ status: 201, text: '{"data":1}', cacheControl: 'private, no-store' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/client/things?page=2',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', 'content-length': '17' },
    });
    expect(seen[0]?.payload?.toString('utf8')).toBe('{"name":"Şəki"}');
  });

  it('hands over a file upload as multipart/form-data with its boundary', async () => {
    let type = '';
    let body = '';
    const inProcess: InProcessApi = async (request) => {
      type = request.headers['content-type'] ?? '';
      body = request.payload?.toString('latin1') ?? '';
      return { statusCode: 204, payload: '', headers: {} };
    };
    const form = new FormData();
    form.set('picture', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'me.png');
    const answer = await exchange(new URL(`${unreachable}/upload`), {
      method: 'PUT',
      headers: {},
      body: form,
      timeoutMs: 2000,
      inProcess,
    });
    expect(answer).toMatchObject({ status: 204, text: '', cacheControl: null });
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(type)?.[1];
    expect(boundary).toBeTruthy();
    expect(body).toContain(`--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="me.png"`);
  });

  it('gives up on an API that does not answer in time', async () => {
    const started = Date.now();
    await expect(
      exchange(new URL(`${unreachable}/slow`), { method: 'GET', headers: {}, timeoutMs: 150, inProcess: never }),
    ).rejects.toThrow('did not answer in time');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops when the caller aborts, before or during the exchange', async () => {
    const controller = new AbortController();
    const init = { method: 'GET', headers: {}, timeoutMs: 5000, signal: controller.signal, inProcess: never };
    const pending = exchange(new URL(`${unreachable}/slow`), init);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(exchange(new URL(`${unreachable}/slow`), init)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fails as an exchange does when the API router throws (a closed instance)', async () => {
    const inProcess: InProcessApi = () => Promise.reject(new Error('Fastify instance is already closed'));
    await expect(
      exchange(new URL(`${unreachable}/me`), { method: 'GET', headers: {}, timeoutMs: 2000, inProcess }),
    ).rejects.toThrow('already closed');
  });
});
