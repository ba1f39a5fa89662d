import { describe, expect, it } from 'vitest';
import { latencyRow, recoveryAfter } from './overload-report.ts';

describe('the overload report', () => {
  it('gives each kind of answer its own count, p50, p99 and slowest', () => {
    const answers = Array.from({ length: 100 }, (_, i) => ({ status: 200, ms: i + 1 }));
    expect(latencyRow('admitted', answers)).toEqual(['admitted', '100', '51', '100', '100']);
    expect(latencyRow('refused', [])).toEqual(['refused', '0', '-', '-', '-']);
  });

  it('says when the first 200 came back after the load stopped, counting the refusals before it', () => {
    const recovery = recoveryAfter([
      { atMs: 1, status: 503, ms: 2400 },
      { atMs: 2401, status: 503, ms: 3 },
      { atMs: 2500, status: 200, ms: 40 },
    ]);
    expect(recovery.firstOkDoneMs).toBe(2540);
    expect(recovery.lines[0]).toContain('503 in 2400 ms');
    expect(recovery.lines[1]).toContain('first 200 answered 2540 ms after the load stopped (in 40 ms), after 2 other');
    expect(recoveryAfter([{ atMs: 0, status: 503, ms: 1 }]).firstOkDoneMs).toBeNull();
  });
});
