import { createRedisState, type SharedState } from '../lib/shared-state.ts';

/** The Redis of the PostgreSQL suite (`TEST_REDIS_URL`), when it has one. */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/** A namespace of its own, so that test files sharing one Redis never see each other's counters. */
export const freshNamespace = () => `test-${Date.now()}-${Math.random()}`;

/**
 * Redis-backed shared state that has connected: until it has, it counts in memory (by design), which a test of
 * several instances must not see.
 */
export async function connectedState(namespace: string): Promise<SharedState> {
  let failed = false;
  const state = createRedisState(testRedisUrl!, () => (failed = true), namespace);
  for (let i = 0; i < 50; i += 1) {
    failed = false;
    await state.delays.attempt('warm-up', { free: 1_000_000, windowMs: 1000, maxDelayMs: 1000 });
    if (!failed) return state;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('Redis did not connect');
}
