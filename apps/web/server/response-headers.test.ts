import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebConfig } from '../app/lib/env.server.ts';
import { addAnswerHeaders } from './response-headers.ts';
import { securityHeaders } from './security-headers.ts';

/** What the parcel-file route answers for an invoice: the API's download headers, passed on. */
const INVOICE = new Headers([
  ['content-type', 'application/pdf'],
  ['content-disposition', 'attachment; filename="invoice-YL10001.pdf"'],
  ['x-content-type-options', 'nosniff'],
  ['content-security-policy', "sandbox; default-src 'none'"],
  ['cache-control', 'private, no-store'],
  ['set-cookie', 'yolla_a=1; Path=/'],
  ['set-cookie', 'yolla_b=2; Path=/'],
]);

/** A server that answers as the web server does: its security headers first, then the route's answer's. */
let server: Server;
let port: number;
beforeAll(async () => {
  const config = loadWebConfig({ NODE_ENV: 'test' });
  server = createServer((_req, res) => {
    for (const [name, value] of Object.entries(securityHeaders('nonce', config, false))) res.setHeader(name, value);
    addAnswerHeaders(res, INVOICE);
    res.end('%PDF-1.4');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Every header line of a download, as the browser receives it. */
function download(): Promise<IncomingMessage> {
  return new Promise((resolve, reject) =>
    get(`http://127.0.0.1:${port}/en/cabinet/packages/1/invoice`, resolve).on('error', reject),
  );
}

function lines(response: IncomingMessage, name: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < response.rawHeaders.length; i += 2) {
    if (response.rawHeaders[i]?.toLowerCase() === name) found.push(response.rawHeaders[i + 1] ?? '');
  }
  return found;
}

describe('a download’s headers', () => {
  it('say X-Content-Type-Options once, although both the security headers and the file name it', async () => {
    const response = await download();
    response.resume();
    expect(lines(response, 'x-content-type-options')).toEqual(['nosniff']);
  });

  it('keep both policies, each cookie, and the file’s own type and disposition', async () => {
    const response = await download();
    response.resume();
    expect(lines(response, 'content-security-policy')).toHaveLength(2);
    expect(lines(response, 'content-security-policy')).toContain("sandbox; default-src 'none'");
    expect(lines(response, 'set-cookie')).toEqual(['yolla_a=1; Path=/', 'yolla_b=2; Path=/']);
    expect(lines(response, 'content-type')).toEqual(['application/pdf']);
    expect(lines(response, 'x-frame-options')).toEqual(['DENY']);
  });
});
