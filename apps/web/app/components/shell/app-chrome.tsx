import { useComputedColorScheme } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { initMonitoring } from '../../lib/monitoring.client.ts';
import { armPrefetch } from '../app-link.tsx';
import { deferred, useDeferredArrival } from '../ui/deferred.ts';
import { BuildWatcher } from './build-watcher.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { registerServiceWorker } from './service-worker.ts';

/** The loading bar and the toasts: fetched right after hydration, nothing to show before. */
const behaviours = deferred(() => import('./app-behaviours.tsx'));

/** Keeps the `dark` class on <html> in step with Mantine's colour scheme. */
function DarkClass() {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useEffect(() => {
    document.documentElement.classList.toggle('dark', scheme === 'dark');
  }, [scheme]);
  return null;
}

/**
 * App-wide behaviour around every page: loading bar, toasts, build polling, prefetch timing, monitoring, the offline
 * notice and the service worker.
 */
export function AppChrome({ toastCookie, children }: { toastCookie: string; children: ReactNode }) {
  const loaded = useDeferredArrival(behaviours);
  useEffect(() => {
    void behaviours.load().catch(() => undefined);
  }, []);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    return armPrefetch();
  }, []);
  useEffect(() => {
    void initMonitoring();
    registerServiceWorker();
  }, []);
  return (
    <>
      {loaded ? <loaded.AppBehaviours toastCookie={toastCookie} /> : null}
      <DarkClass />
      {/* From hydration on, so a return to the tab checks for a new build at once. */}
      <BuildWatcher />
      <OfflineBanner />
      {children}
    </>
  );
}
