import type { DelayLimitName, RateLimitName, WindowLimitName } from '@yolla/contract';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { commonErrors, type RateLimitCode } from './api-error.ts';
import type { DelayPolicy } from './delay-store.ts';
import type { Dimension, DimensionOf, RateLimitSettings } from './rate-limits.ts';
import type { SharedState } from './shared-state.ts';

/**
 * The limits of the table (`RATE_LIMITS` in the contract, figures from configuration), by name. Routes get theirs
 * from their descriptor (`limit`); code that counts something else (failed sign-ins) asks here by name.
 */
export interface RateLimiter {
  /** Counts one request against a window limit; past it throws 429 with Retry-After. */
  consume<N extends WindowLimitName>(
    name: N,
    dimension: DimensionOf<N>,
    id: string,
    code?: RateLimitCode,
  ): Promise<void>;
  /** Counts one attempt under a growing delay; throws 429 with Retry-After while it must wait. */
  attempt<N extends DelayLimitName>(
    name: N,
    dimension: DimensionOf<N>,
    id: string,
    code?: RateLimitCode,
  ): Promise<void>;
  /** Takes back one attempt counted by `attempt` (it was not a failure after all). */
  release<N extends DelayLimitName>(name: N, dimension: DimensionOf<N>, id: string): Promise<void>;
  /** Forgets every attempt of `id` (a success clears an account's failures). */
  reset<N extends DelayLimitName>(name: N, dimension: DimensionOf<N>, id: string): Promise<void>;
  /** The dimensions a limit is counted in, for the route hook. */
  dimensionsOf(name: RateLimitName): readonly Dimension[];
}

export function createRateLimiter(settings: RateLimitSettings, shared: SharedState): RateLimiter {
  const counters = new Map<string, RateLimiterAbstract>();
  const counterOf = (name: WindowLimitName, dimension: Dimension): RateLimiterAbstract => {
    const key = `${name}:${dimension}`;
    let counter = counters.get(key);
    if (!counter) {
      const figures = settings[name][dimension];
      if (!figures) throw new Error(`The rate limit ${name} is not counted per ${dimension}`);
      counter = shared.windowCounter(key, figures);
      counters.set(key, counter);
    }
    return counter;
  };
  const policyOf = (name: DelayLimitName, dimension: Dimension): DelayPolicy => {
    const setting = settings[name];
    const figures = setting[dimension];
    if (!figures) throw new Error(`The rate limit ${name} is not counted per ${dimension}`);
    return {
      free: figures.max,
      windowMs: figures.windowSeconds * 1000,
      maxDelayMs: (setting.maxDelaySeconds ?? 0) * 1000,
    };
  };
  const delayKey = (name: DelayLimitName, dimension: Dimension, id: string) => `${name}:${dimension}:${id}`;
  const dimensions = new Map<RateLimitName, Dimension[]>();

  return {
    async consume(name, dimension, id, code) {
      try {
        await counterOf(name, dimension).consume(id);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) throw commonErrors.rateLimited(refusal.msBeforeNext / 1000, code);
        throw refusal;
      }
    },
    async attempt(name, dimension, id, code) {
      const outcome = await shared.delays.attempt(delayKey(name, dimension, id), policyOf(name, dimension));
      if (!outcome.allowed) throw commonErrors.rateLimited(outcome.retryInMs / 1000, code);
    },
    release: (name, dimension, id) => shared.delays.release(delayKey(name, dimension, id)),
    reset: (name, dimension, id) => shared.delays.reset(delayKey(name, dimension, id)),
    dimensionsOf(name) {
      let list = dimensions.get(name);
      if (!list) {
        list = (['address', 'account'] as const).filter((dimension) => settings[name][dimension] !== undefined);
        dimensions.set(name, list);
      }
      return list;
    },
  };
}
