import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { TestApi } from './harness.ts';

/** A small, valid PDF: what an invoice usually is. */
export function samplePdf(text = 'Invoice 1'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n` +
      `% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** A photo-like test image (a gradient), `width`×`height`, to encode as PNG, JPEG, WebP or GIF. */
export function sampleImage(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    pixels[i * 3] = i % 256;
    pixels[i * 3 + 1] = (i >> 8) % 256;
    pixels[i * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** Every object a test API's local file store holds (paths under its directory). */
export async function storedObjects(api: TestApi): Promise<string[]> {
  if (api.config.files.kind !== 'local') throw new Error('storedObjects reads a local file store');
  const dir = api.config.files.dir;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
