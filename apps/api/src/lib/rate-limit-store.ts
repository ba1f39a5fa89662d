import { Redis } from 'ioredis';

export interface Hit {
  count: number;
  resetInMs: number;
}

/** Fixed-window counters shared by every limit of the API. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/**
 * Redis-backed counters, so several API instances share one limit. When Redis fails,
 * the limit falls back to this instance's memory instead of failing the request.
 */
export function createRedisStore(url: string, onError: (error: unknown) => void, namespace = 'yolla'): RateLimitStore {
  const redis = new Redis(url, {
    keyPrefix: `${namespace}:rl:`,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 1000,
    commandTimeout: 500,
    lazyConnect: false,
  });
  redis.on('error', () => undefined);
  const fallback = createMemoryStore();
  return {
    async hit(key, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, key, String(windowMs))) as [number, number];
        return { count, resetInMs: ttl };
      } catch (error) {
        onError(error);
        return fallback.hit(key, windowMs);
      }
    },
    async reset(key) {
      await fallback.reset(key);
      try {
        await redis.del(key);
      } catch (error) {
        onError(error);
      }
    },
    async close() {
      await fallback.close();
      redis.disconnect();
    },
  };
}
