import type { Redis } from 'ioredis';

/**
 * A growing delay instead of a hard lock (decision 0014): `free` attempts go through at once; after them, each
 * attempt must wait 2, 4, 8 … seconds (at most `maxDelayMs`) after the previous counted one. The count is
 * forgotten `windowMs` after the last counted attempt.
 */
export interface DelayPolicy {
  free: number;
  windowMs: number;
  maxDelayMs: number;
}

export type Attempt = { allowed: true } | { allowed: false; retryInMs: number };

/**
 * The counters of growing delays. Kept as our own store beside rate-limiter-flexible's fixed windows because a
 * wait must be decided and counted in one step: several instances asking at once for the same account must let
 * exactly one attempt through (decision 0014; `shared-state.pg.test.ts` holds it between instances on Redis).
 */
export interface DelayStore {
  /** Counts the attempt when it may go ahead, or says how long to wait. */
  attempt(key: string, policy: DelayPolicy): Promise<Attempt>;
  /** Takes back one counted attempt (it turned out not to be a failure). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The wait after `count` counted attempts under `policy` (0 while attempts are still free). */
export function delayAfter(count: number, policy: DelayPolicy): number {
  if (count < policy.free) return 0;
  return Math.min(policy.maxDelayMs, 1000 * 2 ** Math.min(count - policy.free + 1, 30));
}

export function createMemoryDelayStore(): DelayStore {
  const delays = new Map<string, { count: number; last: number; forgetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of delays) if (entry.forgetAt <= now) delays.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async attempt(key, policy) {
      const now = Date.now();
      let entry = delays.get(key);
      if (!entry || entry.forgetAt <= now) entry = { count: 0, last: 0, forgetAt: 0 };
      const readyAt = entry.last + delayAfter(entry.count, policy);
      if (entry.count >= policy.free && now < readyAt) return { allowed: false, retryInMs: readyAt - now };
      delays.set(key, {
        count: entry.count + 1,
        last: now,
        forgetAt: now + Math.max(policy.windowMs, policy.maxDelayMs),
      });
      return { allowed: true };
    },
    async release(key) {
      const entry = delays.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      delays.delete(key);
    },
    async close() {
      clearInterval(sweep);
      delays.clear();
    },
  };
}

/** `attempt` in one step on the Redis server's clock, so every instance sees the same wait. */
const ATTEMPT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local free, window, cap = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
if count >= free then
  local ready = last + math.min(cap, 1000 * 2 ^ math.min(count - free + 1, 30))
  if now < ready then return {0, ready - now} end
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], math.max(window, cap))
return {1, 0}
`;

const RELEASE_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
if count > 0 then redis.call('HINCRBY', KEYS[1], 'count', -1) end
return count
`;

/**
 * Delays on Redis, shared by every instance; while Redis fails, this instance counts in memory instead of failing
 * the request (`onError` hears of it).
 */
export function createRedisDelayStore(redis: Redis, onError: (error: unknown) => void): DelayStore {
  const fallback = createMemoryDelayStore();
  return {
    async attempt(key, policy) {
      try {
        const args = [policy.free, policy.windowMs, policy.maxDelayMs].map(String);
        const [allowed, retryInMs] = (await redis.eval(ATTEMPT_SCRIPT, 1, `d:${key}`, ...args)) as [number, number];
        return allowed === 1 ? { allowed: true } : { allowed: false, retryInMs };
      } catch (error) {
        onError(error);
        return fallback.attempt(key, policy);
      }
    },
    async release(key) {
      await fallback.release(key);
      try {
        await redis.eval(RELEASE_SCRIPT, 1, `d:${key}`);
      } catch (error) {
        onError(error);
      }
    },
    async reset(key) {
      await fallback.reset(key);
      try {
        await redis.del(`d:${key}`);
      } catch (error) {
        onError(error);
      }
    },
    close: () => fallback.close(),
  };
}
