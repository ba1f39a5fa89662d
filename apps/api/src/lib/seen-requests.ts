import type { Redis } from 'ioredis';

/**
 * The signed machine requests already received (decision 0028): a signature is remembered for as long as its
 * timestamp could still be accepted, so the same request sent again — to this instance or, with Redis, to any
 * other — is refused as a replay.
 */
export interface SeenRequests {
  /** True the first time a signature is seen within `ttlMs`; false for a replay. */
  firstSighting(signature: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createMemorySeenRequests(): SeenRequests {
  const seen = new Map<string, number>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [signature, forgetAt] of seen) if (forgetAt <= now) seen.delete(signature);
  }, 60_000);
  sweep.unref();
  return {
    async firstSighting(signature, ttlMs) {
      const now = Date.now();
      const forgetAt = seen.get(signature);
      if (forgetAt !== undefined && forgetAt > now) return false;
      seen.set(signature, now + ttlMs);
      return true;
    },
    async close() {
      clearInterval(sweep);
      seen.clear();
    },
  };
}

/** In Redis (`SET NX`), shared by every instance; in this instance's memory while Redis cannot be reached. */
export function createRedisSeenRequests(redis: Redis, onError: (error: unknown) => void): SeenRequests {
  const fallback = createMemorySeenRequests();
  return {
    async firstSighting(signature, ttlMs) {
      try {
        return (await redis.set(`seen:${signature}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
      } catch (error) {
        onError(error);
        return fallback.firstSighting(signature, ttlMs);
      }
    },
    close: () => fallback.close(),
  };
}
