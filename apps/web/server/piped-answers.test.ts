import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from './request-handler.ts';

/** The answer the next request gets, and a way to finish a stream that is still open. */
let answer: () => Response = () => new Response('');
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => void send(req, res, answer()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = () =>
  new Promise<IncomingMessage>((resolve, reject) =>
    get(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'gzip' } }, resolve).on('error', reject),
  );
const firstChunk = (response: IncomingMessage) =>
  new Promise<string>((resolve) => response.once('data', (chunk: Buffer) => resolve(chunk.toString())));

/** A stream that sends its first line at once and ends only when told to. */
function openStream(headers: Record<string, string>) {
  let end = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('data: first\n\n'));
      end = () => controller.close();
    },
  });
  return { response: new Response(body, { headers }), end: () => end() };
}

describe('answers the web server sends', () => {
  it('pass a stream marked X-Accel-Buffering: no on as it comes, before it ends, uncompressed', async () => {
    const stream = openStream({ 'content-type': 'application/x-new-stream', 'x-accel-buffering': 'no' });
    answer = () => stream.response;
    const response = await request();
    expect(await firstChunk(response)).toBe('data: first\n\n');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['content-encoding']).toBeUndefined();
    stream.end();
  });

  it('read anything else whole, with its length, compressed when worth it', async () => {
    answer = () => new Response('<p>' + 'a page '.repeat(400) + '</p>', { headers: { 'content-type': 'text/html' } });
    const response = await request();
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    response.resume();
  });
});
