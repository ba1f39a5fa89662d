import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { codingFor } from '../encoding.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Response as ExpressResponse } from 'express';
import { parseCookie as parseCookies } from 'cookie';
import { isPrefetch } from '../../app/lib/request-rules.server.ts';
import type { CachedPage, PageCacheStore } from './store.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PageCacheOptions {
  store: PageCacheStore;
  /** How long a shared cache (and this one) keeps a page: `s-maxage`. */
  ttlSeconds: number;
  /** How long a shared cache may serve it stale while it revalidates: `stale-while-revalidate`. */
  staleSeconds: number;
  /** Whether a path is a public page (the landing layout's pages of the route table). */
  isPublicPage: (pathname: string) => boolean;
  cookiePrefix: string;
  /** The content revision now (it moves when content or prices change), or null while it is not known yet. */
  revision: () => string | null;
  /** The build (a new build renders different pages). */
  buildId: string;
  /** The security headers for a nonce: a hit answers with those of the nonce its page carries. */
  securityHeaders: (nonce: string, https: boolean) => Record<string, string>;
  /**
   * The country the page is rendered for: the app's own rule (cookie, else the page language's country, else the
   * browser's region), so two guests who would see different pages never share one.
   */
  countryOf: (countryCookie: string | undefined, lang: string, acceptLanguage: string | null) => string;
  /** Express's `trust proxy` function: whether X-Forwarded-Proto from this address may say https. */
  trustProxy: (address: string, hop: number) => boolean;
  /** Told of every lookup of a cacheable request (the metrics). */
  onLookup?: (result: 'hit' | 'miss') => void;
  /** Pages that key on a revision of their own and keep shorter (public tracking, decision 0033); null for the rest. */
  pagePolicy?: (pathname: string) => PagePolicy | null;
}

/** How the cache treats a kind of page beyond the content revision every page keys on. */
export interface PagePolicy {
  /** A revision these pages also key on; null while it is unknown (they are rendered, not served from the cache). */
  revision: string | null;
  /** How long this cache keeps them. */
  ttlSeconds: number;
  /** Their Cache-Control: what a shared cache in front of this one may do with them. */
  cacheControl: string;
}

/** Cookies that make a request someone's: a session, a flash message, a step of sign-up or recovery. */
const PERSONAL = ['auth_token', 'refresh_token', 'toast', 'recovery', 'otp', 'identify'];

export const CACHE_STATUS_HEADER = 'X-Page-Cache';

/**
 * The guest page cache (issue "Public site", decision 0026). A public page requested by a guest — no session, no
 * flash message, no step cookie — is rendered once per path, query, language-cookie match, country and content
 * revision, then answered from the cache, already compressed, with `ETag` and 304s; shared caches may keep it
 * (`s-maxage`, `stale-while-revalidate`). Anything personal is never stored nor served from it: a request with a
 * personal cookie skips it, and a response marked private (`no-store`), with a status other than 200, or not HTML
 * is not kept.
 */
export function createPageCache(options: PageCacheOptions) {
  const cacheControl = `public, max-age=0, s-maxage=${options.ttlSeconds}, stale-while-revalidate=${options.staleSeconds}`;
  const personal = PERSONAL.map((name) => `${options.cookiePrefix}${name}=`);
  const localeCookie = `${options.cookiePrefix}locale`;
  const countryCookie = `${options.cookiePrefix}country`;
  // Whether a path is a public page, remembered (the route table's patterns are matched once per path).
  const publicPaths = new Map<string, boolean>();
  const isPublic = (pathname: string) => {
    let known = publicPaths.get(pathname);
    if (known === undefined) {
      known = options.isPublicPage(pathname);
      if (publicPaths.size > 5000) publicPaths.clear();
      publicPaths.set(pathname, known);
    }
    return known;
  };
  // Each kept page's full head, built once per page and scheme (the security headers depend on https).
  const heads = new WeakMap<CachedPage, Map<boolean, Record<string, string | string[]>>>();
  function headOf(page: CachedPage, https: boolean, control: string): Record<string, string | string[]> {
    let byScheme = heads.get(page);
    if (!byScheme) heads.set(page, (byScheme = new Map()));
    let head = byScheme.get(https);
    if (!head) {
      head = {};
      for (const [name, value] of page.headers) {
        const current = head[name];
        head[name] = current === undefined ? value : [...(Array.isArray(current) ? current : [current]), value];
      }
      Object.assign(head, options.securityHeaders(page.nonce, https), {
        'Cache-Control': control,
        Vary: 'Accept-Encoding, Cookie',
        ETag: page.etag,
        [CACHE_STATUS_HEADER]: 'hit',
      });
      byScheme.set(https, head);
    }
    return head;
  }

  /** The key of a cacheable request (and its pages' policy), or null when it must be rendered for this visitor. */
  function keyOf(req: IncomingMessage): { key: string; policy: PagePolicy | null } | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    if (!isPublic(pathname)) return null;
    const header = req.headers.cookie;
    if (header && personal.some((name) => header.includes(name))) return null;
    const cookies = header ? parseCookies(header) : {};
    const revision = options.revision();
    if (revision === null) return null;
    const policy = options.pagePolicy?.(pathname) ?? null;
    if (policy && policy.revision === null) return null;
    const lang = pathname.split('/')[1] ?? '';
    // A prefetch never writes the language cookie (request.server.ts), as when it is already the page's language.
    const languageRemembered = cookies[localeCookie] === lang || isPrefetch((name) => req.headers[name]) ? 1 : 0;
    const accepted = req.headers['accept-language'];
    const country = options.countryOf(
      cookies[countryCookie],
      lang,
      Array.isArray(accepted) ? accepted.join(',') : (accepted ?? null),
    );
    const own = policy ? `|${policy.revision}` : '';
    const key = `${options.buildId}|${revision}${own}|${req.headers.host ?? ''}|${url}|${country}|${languageRemembered}`;
    return { key, policy };
  }

  /** As Express's `req.protocol`: TLS, or X-Forwarded-Proto from a trusted proxy. */
  function isHttps(req: IncomingMessage): boolean {
    if ((req.socket as TLSSocket).encrypted) return true;
    if (!options.trustProxy(req.socket.remoteAddress ?? '', 0)) return false;
    const forwarded = req.headers['x-forwarded-proto'];
    return (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() === 'https';
  }

  function answer(req: IncomingMessage, res: ServerResponse, page: CachedPage, control: string): void {
    const head = headOf(page, isHttps(req), control);
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(page.etag)) {
      res.writeHead(304, head);
      res.end();
      return;
    }
    // Kept pages carry brotli and gzip at full strength (a browser that takes zstd takes brotli too).
    const encoding = codingFor(req, ['br', 'gzip']) ?? 'identity';
    const body = page.bodies[encoding];
    res.writeHead(200, {
      ...head,
      'Content-Length': String(body.length),
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** The key of each request that missed, for `offer` to keep its page under. */
  const misses = new WeakMap<IncomingMessage, { key: string; policy: PagePolicy | null }>();

  return {
    /** In front of the app: answers a cached page, or passes the request on (noting its key when it may be kept). */
    serve: (req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage, res: ServerResponse) => void) => {
      const found = keyOf(req);
      if (found === null) return next(req, res);
      options.store.get(found.key).then(
        (page) => {
          options.onLookup?.(page ? 'hit' : 'miss');
          if (page) return answer(req, res, page, found.policy?.cacheControl ?? cacheControl);
          misses.set(req, found);
          res.setHeader(CACHE_STATUS_HEADER, 'miss');
          return next(req, res);
        },
        () => next(req, res),
      );
    },

    /**
     * After rendering: keeps a guest's public page and answers it with the cache's headers; any other response
     * passes unchanged.
     */
    offer: async (res: ExpressResponse, response: Response): Promise<Response> => {
      const missed = misses.get(res.req);
      const control = response.headers.get('cache-control') ?? '';
      const html = response.headers.get('content-type')?.startsWith('text/html');
      if (!missed || response.status !== 200 || !html || /private|no-store/.test(control)) return response;
      const { key, policy } = missed;
      const kept = policy?.cacheControl ?? cacheControl;
      const text = await response.text();
      const identity = Buffer.from(text);
      const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
      const [br, gz] = await Promise.all([
        brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzipAsync(identity, { level: 9 }),
      ]);
      const headers: [string, string][] = [...response.headers].filter(
        ([name]) => !['cache-control', 'content-length', 'etag', 'vary'].includes(name),
      );
      await options.store.set(
        key,
        { headers, nonce: String(res.locals.nonce ?? ''), etag, bodies: { br, gzip: gz, identity } },
        policy?.ttlSeconds ?? options.ttlSeconds,
      );
      const answered = new Headers(response.headers);
      answered.set('Cache-Control', kept);
      answered.set('Vary', 'Accept-Encoding, Cookie');
      answered.set('ETag', etag);
      return new Response(text, { status: 200, headers: answered });
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
