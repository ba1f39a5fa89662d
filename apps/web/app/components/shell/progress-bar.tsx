import '@mantine/core/styles/Progress.css';
import '@mantine/nprogress/styles.css';
import { createNprogress, NavigationProgress } from '@mantine/nprogress';
import { useEffect, useMemo } from 'react';
import { MantineTheme } from '../ui/mantine-theme.tsx';
import { LOADING_BAR, type LoadingBarView } from '../../lib/loading-bar.ts';

/** The visible bar (Mantine's NavigationProgress), fetched with the first navigation that shows it. */
export function ProgressBar({ view }: { view: LoadingBarView }) {
  const [store, actions] = useMemo(() => createNprogress(), []);
  useEffect(() => {
    if (view.visible) actions.set(view.progress);
    else actions.reset();
  }, [view, actions]);
  return (
    <MantineTheme>
      <NavigationProgress
        store={store}
        size={LOADING_BAR.heightPx}
        color={view.error ? LOADING_BAR.errorColor : LOADING_BAR.color}
        data-testid="loading-bar"
        data-state={view.error ? 'error' : view.visible ? 'loading' : 'idle'}
        aria-hidden
        withinPortal={false}
      />
    </MantineTheme>
  );
}
