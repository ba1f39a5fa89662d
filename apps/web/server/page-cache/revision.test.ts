import { describe, expect, it } from 'vitest';
import { revisionWatch } from './revision.ts';

describe('the content revision the page cache keys on', () => {
  it('asks the API at most once per interval, in the background, and follows a change', async () => {
    let now = 0;
    let asked = 0;
    let value = '7';
    const watch = revisionWatch({ intervalMs: 5000, now: () => now, fetchRevision: async () => (asked++, value) });
    expect(watch.current()).toBeNull();
    await watch.refresh();
    expect(watch.current()).toBe('7');
    expect(asked).toBe(1);
    value = '8';
    now = 4999;
    expect(watch.current()).toBe('7');
    expect(asked).toBe(1);
    now = 5000;
    expect(watch.current()).toBe('7');
    await watch.refresh();
    expect(watch.current()).toBe('8');
  });

  it('is unknown while the API cannot say, so pages are rendered rather than served stale', async () => {
    const watch = revisionWatch({ intervalMs: 1, fetchRevision: async () => Promise.reject(new Error('down')) });
    await watch.refresh();
    expect(watch.current()).toBeNull();
  });
});
