import { describe, expect, it } from 'vitest';
import { createLoadingBar, estimatedProgress, LOADING_BAR, type LoadingBarView, type Timers } from './loading-bar.ts';

/** Deterministic timers: time moves only when the test says so. */
function fakeTimers() {
  let now = 0;
  let seq = 0;
  const jobs = new Map<number, { at: number; fn: () => void; every?: number }>();
  const timers: Timers = {
    setTimeout: (fn, ms) => (jobs.set(++seq, { at: now + ms, fn }), seq),
    clearTimeout: (h) => void jobs.delete(h as number),
    setInterval: (fn, ms) => (jobs.set(++seq, { at: now + ms, fn, every: ms }), seq),
    clearInterval: (h) => void jobs.delete(h as number),
    now: () => now,
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = [...jobs.entries()].filter(([, j]) => j.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      const [id, job] = next;
      now = job.at;
      if (job.every) job.at += job.every;
      else jobs.delete(id);
      job.fn();
    }
    now = end;
  };
  return { timers, advance };
}

function setup() {
  const { timers, advance } = fakeTimers();
  let view: LoadingBarView = { visible: false, progress: 0, error: false };
  const bar = createLoadingBar((v) => (view = v), timers);
  return { bar, advance, view: () => view };
}

describe('the top loading bar', () => {
  it('uses the spec constants: 200 ms throttle, 2000 ms duration, 500 ms hide, 400 ms reset, 3 px, amber', () => {
    expect(LOADING_BAR).toMatchObject({
      throttleMs: 200,
      durationMs: 2000,
      hideDelayMs: 500,
      resetDelayMs: 400,
      heightPx: 3,
    });
  });

  it('stays hidden for loads shorter than the throttle', () => {
    const { bar, advance, view } = setup();
    bar.start();
    advance(150);
    bar.finish();
    advance(2000);
    expect(view().visible).toBe(false);
  });

  it('appears after the throttle and grows over the duration without reaching the end', () => {
    const { bar, advance, view } = setup();
    bar.start();
    advance(199);
    expect(view().visible).toBe(false);
    advance(1);
    expect(view().visible).toBe(true);
    advance(2000);
    expect(view().progress).toBeGreaterThan(60);
    expect(view().progress).toBeLessThan(100);
  });

  it('fills up when the load ends, hides after 500 ms and resets 400 ms later', () => {
    const { bar, advance, view } = setup();
    bar.start();
    advance(300);
    bar.finish();
    expect(view()).toMatchObject({ visible: true, progress: 100 });
    advance(499);
    expect(view().visible).toBe(true);
    advance(1);
    expect(view()).toMatchObject({ visible: false, progress: 100 });
    advance(400);
    expect(view()).toMatchObject({ visible: false, progress: 0 });
  });

  it('turns red on an error and back to amber after the reset', () => {
    const { bar, advance, view } = setup();
    bar.start();
    advance(300);
    bar.error();
    expect(view()).toMatchObject({ visible: true, error: true });
    advance(900);
    expect(view()).toMatchObject({ visible: false, error: false });
  });

  it('shows an error that happens without a load in progress', () => {
    const { bar, view } = setup();
    bar.error();
    expect(view()).toMatchObject({ visible: true, error: true, progress: 100 });
  });

  it('estimates progress like Nuxt: about 70 % at the duration', () => {
    expect(estimatedProgress(2000, 2000)).toBeCloseTo(70.48, 1);
    expect(estimatedProgress(0, 2000)).toBe(0);
  });
});
