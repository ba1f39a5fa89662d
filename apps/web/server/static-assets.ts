import { existsSync, readdirSync } from 'node:fs';
import { extname } from 'node:path';
import type { RequestHandler } from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Which encodings the browser takes, by preference: brotli, then gzip (a `q=0` refuses one). */
function accepted(header: string | undefined): ('br' | 'gzip')[] {
  if (!header) return [];
  const codings = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    codings.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (codings.get(name) ?? codings.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(takes);
}

/**
 * Sends the build-time compressed copy (`{file}.br`, `{file}.gz`; `precompress-plugin.ts`) of a static asset to a
 * browser that takes it, with the original's type, `Content-Encoding` and `Vary: Accept-Encoding`; the static
 * handler after it serves the file (so caching headers, ranges and 404s stay its own), and the compression
 * middleware leaves an encoded body alone.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const files = existsSync(dir) ? new Set(readdirSync(dir, { recursive: true, encoding: 'utf8' })) : new Set();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    const type = TYPES[extname(name)];
    if (!type) return next();
    res.vary('Accept-Encoding');
    const encoding = accepted(req.headers['accept-encoding']).find((coding) =>
      files.has(`${name}.${coding === 'br' ? 'br' : 'gz'}`),
    );
    if (!encoding) return next();
    req.url = `/${name}.${encoding === 'br' ? 'br' : 'gz'}`;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    next();
  };
}
