import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { WindowLimit } from '@yolla/contract';
import { createMemoryDelayStore, createRedisDelayStore, type DelayStore } from './delay-store.ts';
import { createMemoryPubSub, createRedisPubSub, type PubSub } from './pub-sub.ts';
import { createMemorySeenRequests, createRedisSeenRequests, type SeenRequests } from './seen-requests.ts';

/**
 * What instances of the API must share to behave as one: rate-limit counters (fixed windows on
 * rate-limiter-flexible, growing delays on our own store: decision 0014) and the machine routes' seen requests
 * (replays, decision 0028). In this process's memory without `REDIS_URL`; in Redis with it, falling back to memory
 * while Redis is unreachable (`onError` hears of it).
 */
export interface SharedState {
  /** A fixed-window counter for one limit (`{name}:{dimension}` names its keys). */
  windowCounter(name: string, limit: WindowLimit): RateLimiterAbstract;
  delays: DelayStore;
  seenRequests: SeenRequests;
  /** Notices between processes and instances (the SMS inbox's live updates; `pub-sub.ts`). */
  pubSub: PubSub;
  close(): Promise<void>;
}

const memoryCounter = (name: string, limit: WindowLimit) =>
  new RateLimiterMemory({ keyPrefix: name, points: limit.max, duration: limit.windowSeconds });

export function createMemoryState(): SharedState {
  const delays = createMemoryDelayStore();
  const seenRequests = createMemorySeenRequests();
  const pubSub = createMemoryPubSub();
  return {
    windowCounter: memoryCounter,
    delays,
    seenRequests,
    pubSub,
    async close() {
      await Promise.all([delays.close(), seenRequests.close(), pubSub.close()]);
    },
  };
}

/** One Redis connection for every shared counter; `namespace` keeps instances of other deployments (or tests) apart. */
export function createRedisState(url: string, onError: (error: unknown) => void, namespace = 'yolla'): SharedState {
  const redis = new Redis(url, {
    keyPrefix: `${namespace}:`,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 1000,
    commandTimeout: 500,
  });
  redis.on('error', onError);
  const delays = createRedisDelayStore(redis, onError);
  const seenRequests = createRedisSeenRequests(redis, onError);
  const pubSub = createRedisPubSub(url, onError, namespace);
  return {
    windowCounter: (name, limit) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `rl:${name}`,
        points: limit.max,
        duration: limit.windowSeconds,
        // While Redis cannot be reached, this instance counts on its own.
        insuranceLimiter: memoryCounter(name, limit),
      }),
    delays,
    seenRequests,
    pubSub,
    async close() {
      await Promise.all([delays.close(), seenRequests.close(), pubSub.close()]);
      redis.disconnect();
    },
  };
}
