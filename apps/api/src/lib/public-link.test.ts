import { describe, expect, it } from 'vitest';
import { isBlockedAddress, isPublicLink, type Resolver } from './public-link.ts';

const resolvingTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address }));

describe('a product link’s host', () => {
  it.each([
    'http://127.0.0.1/item',
    'http://10.1.2.3/',
    'http://169.254.169.254/latest/meta-data',
    'http://172.20.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://192.0.2.10/',
    'http://203.0.113.5/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[::1]/',
    'http://[::]/',
    'http://[fe80::1]/',
    'http://[fd12:3456::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[2002:c0a8:0101::1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://localhost:8080/',
    'http://LOCALHOST./',
    'http://shop.localhost/',
  ])('refuses %s, an address outside the public internet', async (link) => {
    expect(await isPublicLink(link, { resolve: resolvingTo('151.101.1.69') })).toBe(false);
  });

  it('accepts a public address written as a literal, v4 or v6', async () => {
    expect(await isPublicLink('https://151.101.1.69/p/1')).toBe(true);
    expect(await isPublicLink('https://[2a04:4e42::485]/p/1')).toBe(true);
  });

  it('refuses a name that resolves to a private address, even among public ones', async () => {
    expect(await isPublicLink('https://shop.example/x', { resolve: resolvingTo('151.101.1.69', '10.0.0.7') })).toBe(
      false,
    );
    expect(await isPublicLink('https://shop.example/x', { resolve: resolvingTo('::ffff:169.254.169.254') })).toBe(
      false,
    );
    expect(await isPublicLink('https://shop.example/x', { resolve: resolvingTo('151.101.1.69') })).toBe(true);
  });

  it('accepts a name that does not resolve, or not in time (the server never fetches the link)', async () => {
    expect(await isPublicLink('https://no-such-shop.invalid/item')).toBe(true);
    const never: Resolver = () => new Promise(() => undefined);
    const started = Date.now();
    expect(await isPublicLink('https://slow.example/item', { resolve: never, timeoutMs: 50 })).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('tells blocked addresses from public ones', () => {
    expect(['127.0.0.1', '::1', '172.31.255.255', 'fc00::1', '198.18.0.1'].map(isBlockedAddress)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['8.8.8.8', '172.32.0.1', '2606:4700::1111', 'not-an-ip'].map(isBlockedAddress)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
