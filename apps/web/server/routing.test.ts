import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createOneOriginServer, isApiRequest } from './routing.ts';

describe('the one-origin server', () => {
  it('sends the API paths, the health checks and the OAuth metadata to the API', () => {
    for (const url of [
      '/api',
      '/api/v1/client/oauth/token',
      '/api/docs/json',
      '/health',
      '/ready?x=1',
      '/.well-known/oauth-authorization-server',
    ]) {
      expect(isApiRequest(url), url).toBe(true);
    }
  });

  it('leaves pages and every other /.well-known path to the web app', () => {
    for (const url of ['/', '/en/login', '/apiary', '/.well-known/security.txt', '/.well-known/openid-configuration']) {
      expect(isApiRequest(url), url).toBe(false);
    }
  });

  it('routes a real request for the metadata to the API handler', async () => {
    const server = createOneOriginServer(
      (_req, res) => res.end('api'),
      (_req, res) => res.end('web'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    expect(await get('/.well-known/oauth-authorization-server')).toBe('api');
    expect(await get('/en')).toBe('web');
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
