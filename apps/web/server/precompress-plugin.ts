import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text assets of at least 1 KB (below that the headers outweigh the saving). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Static assets are compressed once, at build time, at the strongest settings (brotli 11, gzip 9), and written
 * beside each file as `.br` and `.gz`; the server sends those (`server/static-assets.ts`) instead of compressing
 * the same bytes on every request. Dynamic HTML is compressed per response, fast (`server/app.ts`).
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'yolla-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment?.name !== 'client' || !options.dir) return;
      const dir = options.dir;
      const jobs = Object.values(bundle).flatMap((output) => {
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        // Vite's own manifest (.vite/) is not served and React Router deletes it after the build: compressed copies
        // would stay behind, with the build machine's absolute paths in them.
        if (output.fileName.startsWith('.vite/')) return [];
        if (!COMPRESSIBLE.test(output.fileName) || bytes.length < MIN_BYTES) return [];
        const file = join(dir, output.fileName);
        return [
          brotli(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }).then((compressed) => writeFile(`${file}.br`, compressed)),
          gzipAsync(bytes, { level: 9 }).then((compressed) => writeFile(`${file}.gz`, compressed)),
        ];
      });
      await Promise.all(jobs);
    },
  };
}
