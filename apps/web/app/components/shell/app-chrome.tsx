import { useComputedColorScheme } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { initMonitoring } from '../../lib/monitoring.client.ts';
import { armPrefetch } from '../app-link.tsx';
import { BuildWatcher } from './build-watcher.tsx';
import { TopLoadingBar } from './loading-bar.tsx';
import { Toasts } from './toasts.tsx';

/** Keeps the `dark` class on <html> in step with Mantine's colour scheme. */
function DarkClass() {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useEffect(() => {
    document.documentElement.classList.toggle('dark', scheme === 'dark');
  }, [scheme]);
  return null;
}

/** App-wide behaviour around every page: loading bar, toasts, build polling, prefetch timing, monitoring. */
export function AppChrome({ toastCookie, children }: { toastCookie: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    return armPrefetch();
  }, []);
  useEffect(() => {
    void initMonitoring();
  }, []);
  return (
    <>
      <TopLoadingBar />
      <DarkClass />
      <BuildWatcher />
      {children}
      <Toasts cookieName={toastCookie} />
    </>
  );
}
