// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  Reflect.deleteProperty(navigator, 'connection');
});

async function probe(connection?: { effectiveType: string; saveData?: boolean }) {
  if (connection) Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  vi.useFakeTimers();
  const { armPrefetch, usePrefetchEnabled } = await import('./app-link.tsx');
  function Probe() {
    return <p>{usePrefetchEnabled() ? 'prefetching' : 'waiting'}</p>;
  }
  render(<Probe />);
  armPrefetch();
  return { text: () => screen.getByRole('paragraph').textContent };
}

describe('link prefetching', () => {
  it('switches on exactly one second after the app mounts', async () => {
    const { text } = await probe();
    expect(text()).toBe('waiting');
    await act(async () => vi.advanceTimersByTime(999));
    expect(text()).toBe('waiting');
    await act(async () => vi.advanceTimersByTime(1));
    expect(text()).toBe('prefetching');
  });

  it('stays off on slow-2g', async () => {
    const { text } = await probe({ effectiveType: 'slow-2g' });
    await act(async () => vi.advanceTimersByTime(5000));
    expect(text()).toBe('waiting');
  });

  it('stays off when the customer saves data', async () => {
    const { text } = await probe({ effectiveType: '4g', saveData: true });
    await act(async () => vi.advanceTimersByTime(5000));
    expect(text()).toBe('waiting');
  });
});
