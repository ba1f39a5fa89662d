import { useEffect, useMemo, useState } from 'react';
import { useNavigation } from 'react-router';
import { createLoadingBar, type LoadingBar, type LoadingBarView } from '../../lib/loading-bar.ts';
import { deferred, useDeferredArrival } from '../ui/deferred.ts';

const browserTimers = {
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  setInterval: (fn: () => void, ms: number) => window.setInterval(fn, ms),
  clearInterval: (handle: unknown) => window.clearInterval(handle as number),
  now: () => performance.now(),
};

/** The bar's drawing code: fetched with the first navigation, or once the page is idle, whichever is first. */
const progressBar = deferred(() => import('./progress-bar.tsx'));

let shared: LoadingBar | null = null;

/** Puts the bar in its red error state (route error boundaries and uncaught errors call this). */
export function signalLoadingError(): void {
  shared?.error();
}

/** The thin top bar: amber while a navigation loads, red after an error. */
export function TopLoadingBar() {
  const navigation = useNavigation();
  const [view, setView] = useState<LoadingBarView>({ visible: false, progress: 0, error: false });
  const drawing = useDeferredArrival(progressBar);
  const bar = useMemo(() => createLoadingBar(setView, browserTimers), []);

  useEffect(() => {
    shared = bar;
    const onError = () => bar.error();
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('error', onError);
      bar.dispose();
      if (shared === bar) shared = null;
    };
  }, [bar]);

  const loading = navigation.state !== 'idle';
  useEffect(() => {
    if (loading) bar.start();
    else bar.finish();
  }, [loading, bar]);

  useEffect(() => {
    if (loading || view.visible) void progressBar.load().catch(() => undefined);
  }, [loading, view.visible]);

  return drawing ? <drawing.ProgressBar view={view} /> : null;
}
