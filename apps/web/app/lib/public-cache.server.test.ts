import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { meEndpoint, tariffsEndpoint } from '@yolla/contract';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api.server.ts';
import { createPublicCache, sharedLifetime } from './public-cache.server.ts';

describe('what a shared cache may keep, by the API’s Cache-Control', () => {
  it.each([
    ['public, max-age=300', 300],
    ['max-age=60, public', 60],
    ['public, max-age=60, s-maxage=120', 120],
    ['public', null],
    ['max-age=300', null],
    ['private, max-age=300', null],
    ['public, max-age=300, no-store', null],
    ['public, no-cache, max-age=300', null],
    ['public, max-age=0', null],
    [null, null],
  ])('%s → %s seconds', (header, seconds) => {
    expect(sharedLifetime(header)).toBe(seconds);
  });
});

describe('the public answers cache', () => {
  it('keeps an answer for its lifetime, then forgets it', () => {
    let now = 0;
    const cache = createPublicCache({ now: () => now });
    cache.offer('k', { status: 200, text: '{}' }, 'public, max-age=10');
    now = 9_999;
    expect(cache.get('k')).toEqual(expect.objectContaining({ text: '{}' }));
    now = 10_000;
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps no error and nothing the API marked private, and drops the oldest beyond its size', () => {
    const cache = createPublicCache({ maxEntries: 2 });
    cache.offer('error', { status: 503, text: '{}' }, 'public, max-age=10');
    cache.offer('private', { status: 200, text: '{}' }, 'private, no-store');
    expect(cache.get('error')).toBeUndefined();
    expect(cache.get('private')).toBeUndefined();
    for (const key of ['a', 'b', 'c']) cache.offer(key, { status: 200, text: key }, 'public, max-age=10');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.text).toBe('c');
  });
});

describe('calls to public endpoints', () => {
  it('go without credentials and are asked once per lifetime and language; customer calls every time', async () => {
    const seen: { url: string; authorization: string | undefined; language: string | undefined }[] = [];
    const peer = createServer((req, res) => {
      seen.push({
        url: req.url ?? '',
        authorization: req.headers.authorization,
        language: req.headers['accept-language'],
      });
      res.setHeader('content-type', 'application/json');
      if (req.url?.includes('/tariffs')) {
        res.setHeader('cache-control', 'public, max-age=300');
        res.end(JSON.stringify({ data: [] }));
      } else {
        res.setHeader('cache-control', 'private, no-store');
        const user = { code: 'YL10001', name: null, completed_profile: false, completed_address: false, picture: null };
        res.end(JSON.stringify({ data: user }));
      }
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const { port } = peer.address() as AddressInfo;
    const cache = createPublicCache();
    const client = (locale: 'en' | 'ru') =>
      createApiClient({
        baseUrl: `http://127.0.0.1:${port}`,
        segment: 'client',
        locale,
        authorization: 'Bearer abc',
        timeoutMs: 2000,
        cache,
      });
    for (let i = 0; i < 3; i++) {
      await client('en').call(tariffsEndpoint, { query: { destination: 'AZ' } });
      await client('en').call(meEndpoint);
    }
    await client('ru').call(tariffsEndpoint, { query: { destination: 'AZ' } });
    await client('en').call(tariffsEndpoint, { query: { destination: 'GE' } });
    peer.close();
    const tariffs = seen.filter((call) => call.url.includes('/tariffs'));
    expect(tariffs.map((call) => [call.url, call.language])).toEqual([
      ['/api/v1/client/tariffs?destination=AZ', 'en'],
      ['/api/v1/client/tariffs?destination=AZ', 'ru'],
      ['/api/v1/client/tariffs?destination=GE', 'en'],
    ]);
    expect(tariffs.every((call) => call.authorization === undefined)).toBe(true);
    expect(seen.filter((call) => call.url.endsWith('/me'))).toHaveLength(3);
    expect(seen.find((call) => call.url.endsWith('/me'))?.authorization).toBe('Bearer abc');
  });
});
