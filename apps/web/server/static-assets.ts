import { existsSync, readdirSync } from 'node:fs';
import { extname } from 'node:path';
import express, { type RequestHandler } from 'express';
import { acceptedCodings, type Coding } from './encoding.ts';

/** The file name ending of each encoding's build-time copy. */
const EXTENSION: Record<Coding, string> = { zstd: 'zst', br: 'br', gzip: 'gz' };

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Sends the build-time compressed copy (`{file}.br`, `{file}.gz`; `precompress-plugin.ts`) of a static asset to a
 * browser that takes it, with the original's type, `Content-Encoding` and `Vary: Accept-Encoding`; the static
 * handler after it serves the file (so caching headers, ranges and 404s stay its own).
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
    const encoding = acceptedCodings(req.headers['accept-encoding']).find((coding) =>
      files.has(`${name}.${EXTENSION[coding]}`),
    );
    if (!encoding) return next();
    req.url = `/${name}.${EXTENSION[encoding]}`;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    next();
  };
}

/**
 * The client folder's own top-level files (the favicon), served by `express.static`; any other path goes on without
 * touching the disk: the static handler would otherwise look every page request up in the folder first.
 */
export function topLevelFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const files = existsSync(dir)
    ? new Set(
        readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => `/${entry.name}`),
      )
    : new Set<string>();
  const serve = express.static(dir, options);
  return (req, res, next) => (files.has(req.path) ? serve(req, res, next) : next());
}
