import { useEffect, useMemo, useState } from 'react';
import { useNavigation } from 'react-router';
import { createLoadingBar, type LoadingBarView } from '../../lib/loading-bar.ts';
import { deferred, useDeferredArrival } from '../ui/deferred.ts';
import { registerLoadingBar } from './loading-error.ts';

const browserTimers = {
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  setInterval: (fn: () => void, ms: number) => window.setInterval(fn, ms),
  clearInterval: (handle: unknown) => window.clearInterval(handle as number),
  now: () => performance.now(),
};

/** The bar's drawing code: fetched once the page is idle, or with the first navigation if that comes sooner. */
const progressBar = deferred(() => import('./progress-bar.tsx'));

/** The thin top bar: amber while a navigation loads, red after an error. */
export function TopLoadingBar() {
  const navigation = useNavigation();
  const [view, setView] = useState<LoadingBarView>({ visible: false, progress: 0, error: false });
  const drawing = useDeferredArrival(progressBar);
  const bar = useMemo(() => createLoadingBar(setView, browserTimers), []);

  useEffect(() => {
    const unregister = registerLoadingBar(bar);
    const onError = () => bar.error();
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('error', onError);
      bar.dispose();
      unregister();
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

  // The bar is small: fetch it once the page is idle after loading, so the first navigation already has it.
  useEffect(() => {
    const fetchBar = () => void progressBar.load().catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(fetchBar, 2000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(fetchBar, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  return drawing ? <drawing.ProgressBar view={view} /> : null;
}
