import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodicJob } from './periodic.ts';

afterEach(() => vi.useRealTimers());

describe('a periodic job', () => {
  it('runs a round every period from a period after start, one at a time, and stops waiting for the round in hand', async () => {
    vi.useFakeTimers();
    let rounds = 0;
    let inHand = 0;
    let most = 0;
    let release: () => void = () => {};
    const job = periodicJob({
      name: 'test sweep',
      everyMs: 1000,
      round: async () => {
        inHand += 1;
        most = Math.max(most, inHand);
        await new Promise<void>((resolve) => (release = resolve));
        inHand -= 1;
        rounds += 1;
        return 1;
      },
    });
    job.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(inHand).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(inHand).toBe(1);
    // A slow round: no second one starts beside it.
    await vi.advanceTimersByTimeAsync(5000);
    expect(most).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds).toBe(1);
    expect(inHand).toBe(1);
    const stopped = job.stop();
    release();
    await stopped;
    await vi.advanceTimersByTimeAsync(10_000);
    expect([rounds, inHand, most]).toEqual([2, 0, 1]);
  });

  it('tells a failed round and tries again at the next', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const job = periodicJob({
      name: 'test sweep',
      everyMs: 100,
      round: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database unreachable');
        return 0;
      },
      onError: (error) => errors.push(error),
    });
    job.start();
    await vi.advanceTimersByTimeAsync(250);
    await job.stop();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
