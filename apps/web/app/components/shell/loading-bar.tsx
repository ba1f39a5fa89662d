import { createNprogress, NavigationProgress } from '@mantine/nprogress';
import { useEffect, useMemo, useState } from 'react';
import { useNavigation } from 'react-router';
import { createLoadingBar, LOADING_BAR, type LoadingBar, type LoadingBarView } from '../../lib/loading-bar.ts';

const browserTimers = {
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  setInterval: (fn: () => void, ms: number) => window.setInterval(fn, ms),
  clearInterval: (handle: unknown) => window.clearInterval(handle as number),
  now: () => performance.now(),
};

let shared: LoadingBar | null = null;

/** Puts the bar in its red error state (route error boundaries and uncaught errors call this). */
export function signalLoadingError(): void {
  shared?.error();
}

/** The thin top bar: amber while a navigation loads, red after an error. */
export function TopLoadingBar() {
  const navigation = useNavigation();
  const [store, actions] = useMemo(() => createNprogress(), []);
  const [view, setView] = useState<LoadingBarView>({ visible: false, progress: 0, error: false });

  const bar = useMemo(
    () =>
      createLoadingBar((next) => {
        setView(next);
        if (next.visible) actions.set(next.progress);
        else actions.reset();
      }, browserTimers),
    [actions],
  );

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

  return (
    <NavigationProgress
      store={store}
      size={LOADING_BAR.heightPx}
      color={view.error ? LOADING_BAR.errorColor : LOADING_BAR.color}
      data-testid="loading-bar"
      data-state={view.error ? 'error' : view.visible ? 'loading' : 'idle'}
      aria-hidden
      withinPortal={false}
    />
  );
}
