/** The spec's loading bar constants. */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  color: '#f59e0b',
  errorColor: '#e03131',
  tickMs: 100,
} as const;

export interface LoadingBarView {
  visible: boolean;
  progress: number;
  error: boolean;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

/** Progress that approaches 100 % without reaching it: 70 % after `duration`, as Nuxt's estimate does. */
export function estimatedProgress(elapsedMs: number, durationMs: number): number {
  return Math.min(99, (2 / Math.PI) * 100 * Math.atan(((elapsedMs / durationMs) * 100) / 50));
}

/**
 * Drives the top loading bar: shows only for loads longer than the throttle, grows over the
 * duration, and after finishing stays full for the hide delay, then resets after the reset delay.
 */
export function createLoadingBar(render: (view: LoadingBarView) => void, timers: Timers) {
  let view: LoadingBarView = { visible: false, progress: 0, error: false };
  let showTimer: unknown = null;
  let tick: unknown = null;
  let hideTimer: unknown = null;
  let resetTimer: unknown = null;
  let startedAt = 0;

  const update = (patch: Partial<LoadingBarView>) => {
    view = { ...view, ...patch };
    render(view);
  };
  const clearAll = () => {
    for (const handle of [showTimer, hideTimer, resetTimer]) if (handle !== null) timers.clearTimeout(handle);
    if (tick !== null) timers.clearInterval(tick);
    showTimer = tick = hideTimer = resetTimer = null;
  };

  return {
    start() {
      clearAll();

      if (view.visible) {
        startedAt = timers.now();
        update({ error: false });
      } else {
        update({ error: false, progress: 0 });
      }
      const show = () => {
        showTimer = null;
        startedAt = timers.now();
        update({ visible: true, progress: Math.max(view.progress, 1) });
        tick = timers.setInterval(() => {
          update({
            progress: Math.max(view.progress, estimatedProgress(timers.now() - startedAt, LOADING_BAR.durationMs)),
          });
        }, LOADING_BAR.tickMs);
      };
      if (view.visible) show();
      else showTimer = timers.setTimeout(show, LOADING_BAR.throttleMs);
    },
    finish(options: { error?: boolean } = {}) {
      const wasShown = view.visible;

      clearAll();
      // A load that ended within the throttle never shows; an error always does, in red.
      if (!wasShown && !options.error) return;
      update({ visible: true, progress: 100, error: options.error ?? view.error });
      hideTimer = timers.setTimeout(() => {
        hideTimer = null;
        update({ visible: false });
        resetTimer = timers.setTimeout(() => {
          resetTimer = null;
          update({ progress: 0, error: false });
        }, LOADING_BAR.resetDelayMs);
      }, LOADING_BAR.hideDelayMs);
    },
    error() {
      this.finish({ error: true });
    },
    view: () => view,
    dispose: clearAll,
  };
}

export type LoadingBar = ReturnType<typeof createLoadingBar>;
