import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedCodings, compressDynamic, COMPRESS_MIN_BYTES, worthCompressing } from './encoding.ts';

describe('the encoding a browser takes', () => {
  it('prefers zstd, then brotli, then gzip, and honours a refusal by q=0', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(['zstd', 'br', 'gzip']);
    expect(acceptedCodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('zstd;q=0, br, gzip')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('gzip, br;q=0')).toEqual(['gzip']);
    expect(acceptedCodings('*;q=0.5, br;q=0')).toEqual(['zstd', 'gzip']);
    expect(acceptedCodings('identity')).toEqual([]);
    expect(acceptedCodings(undefined)).toEqual([]);
  });
});

describe('what is worth compressing', () => {
  it('is text of at least a kilobyte: pages, data, JSON, SVG; never images or small bodies', () => {
    expect(worthCompressing('text/html; charset=utf-8', 40_000)).toBe(true);
    expect(worthCompressing('text/x-script', 5_000)).toBe(true);
    expect(worthCompressing('application/json', 5_000)).toBe(true);
    expect(worthCompressing('image/svg+xml', 5_000)).toBe(true);
    expect(worthCompressing('text/html', COMPRESS_MIN_BYTES - 1)).toBe(false);
    expect(worthCompressing('image/png', 50_000)).toBe(false);
    expect(worthCompressing(null, 50_000)).toBe(false);
  });
});

describe('a page compressed for sending', () => {
  const page = Buffer.from(
    `<!DOCTYPE html><html lang="az"><body>${'<p class="y-text">Bağlamanızı izləyin — 12,50 ₼</p>'.repeat(400)}</body></html>`,
  );

  it('reads back exactly as it was rendered, in zstd, brotli and gzip, and is several times smaller', () => {
    const zstd = compressDynamic(page, 'zstd');
    const br = compressDynamic(page, 'br');
    const gz = compressDynamic(page, 'gzip');
    expect(zstdDecompressSync(zstd).equals(page)).toBe(true);
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    expect(gunzipSync(gz).equals(page)).toBe(true);
    for (const encoded of [zstd, br, gz]) expect(encoded.length * 5).toBeLessThan(page.length);
  });
});
