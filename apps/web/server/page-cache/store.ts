import type { Redis } from 'ioredis';

/** A rendered public page as a guest gets it: its headers, its nonce, and its body in each encoding. */
export interface CachedPage {
  /** The response's headers besides security and caching ones (content type, the language cookie…). */
  headers: [name: string, value: string][];
  /** The CSP nonce the page's inline scripts carry: a hit answers with the CSP header of this nonce. */
  nonce: string;
  etag: string;
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
}

/** Where rendered pages are kept: this process's memory, or Redis so that every instance shares them. */
export interface PageCacheStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, ttlSeconds: number): Promise<void>;
}

/** In memory, the oldest entry leaving first past `maxEntries` (query strings make keys unbounded). */
export function memoryStore(options: { maxEntries?: number; now?: () => number } = {}): PageCacheStore {
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { page: CachedPage; expires: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.page;
    },
    async set(key, page, ttlSeconds) {
      entries.delete(key);
      entries.set(key, { page, expires: now() + ttlSeconds * 1000 });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}

interface Serialized {
  headers: [string, string][];
  nonce: string;
  etag: string;
  br: string;
  gzip: string;
  identity: string;
}

/** In Redis (`REDIS_URL`), one key per page with the cache's lifetime; a Redis failure is a miss, never an error. */
export function redisStore(redis: Redis, prefix = 'yolla:page:'): PageCacheStore {
  return {
    async get(key) {
      try {
        const raw = await redis.get(prefix + key);
        if (!raw) return undefined;
        const value = JSON.parse(raw) as Serialized;
        return {
          headers: value.headers,
          nonce: value.nonce,
          etag: value.etag,
          bodies: {
            br: Buffer.from(value.br, 'base64'),
            gzip: Buffer.from(value.gzip, 'base64'),
            identity: Buffer.from(value.identity, 'base64'),
          },
        };
      } catch {
        return undefined;
      }
    },
    async set(key, page, ttlSeconds) {
      const value: Serialized = {
        headers: page.headers,
        nonce: page.nonce,
        etag: page.etag,
        br: page.bodies.br.toString('base64'),
        gzip: page.bodies.gzip.toString('base64'),
        identity: page.bodies.identity.toString('base64'),
      };
      await redis.set(prefix + key, JSON.stringify(value), 'EX', ttlSeconds).catch(() => undefined);
    },
  };
}
