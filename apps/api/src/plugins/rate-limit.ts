import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '@yolla/contract';
import { commonErrors } from '../lib/api-error.ts';
import type { DelayPolicy, RateLimitStore } from '../lib/rate-limit-store.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one attempt against `key`; throws a 429 ApiError with Retry-After when the limit is passed. */
  consume(key: string, limit: Limit, code?: ErrorCode): Promise<void>;
  /** Counts one attempt against `key` under a growing delay; throws a 429 with Retry-After while it must wait. */
  attempt(key: string, policy: DelayPolicy, code?: ErrorCode): Promise<void>;
  /** Takes back one attempt counted by `attempt` (it was not a failure after all). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const UNLIMITED = ['/health', '/ready', '/api/docs'];

function exempt(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return UNLIMITED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The limiter modules use for their own keys (handed to them in their dependencies), over the shared store. */
export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return {
    async consume(key, limit, code) {
      const { count, resetInMs } = await store.hit(key, limit.windowMs);
      if (count > limit.max) throw commonErrors.rateLimited(resetInMs / 1000, code);
    },
    async attempt(key, policy, code) {
      const outcome = await store.attempt(key, policy);
      if (!outcome.allowed) throw commonErrors.rateLimited(outcome.retryInMs / 1000, code);
    },
    release: (key) => store.release(key),
    reset: (key) => store.reset(key),
  };
}

/** The limit for the whole API, per client address (health checks and the docs excepted). */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { limiter: RateLimiter; global: Limit }) => {
    const { limiter } = options;
    app.addHook('onRequest', async (request) => {
      if (exempt(request)) return;
      await limiter.consume(`ip:${request.ip}`, options.global);
    });
  },
  { name: 'rate-limit' },
);
