import { forwardRef, useSyncExternalStore } from 'react';
import { Link, type LinkProps } from 'react-router';
import { PREFETCH_DELAY_MS, prefetchAllowed, type ConnectionInfo } from '../lib/prefetch-policy.ts';
import { prefetchDeferred } from './ui/deferred.ts';

let ready = false;
const listeners = new Set<() => void>();

/**
 * Starts the one-second countdown after mount; from then on visible links prefetch, and the interactive parts
 * kept out of the first load (menus, drawer, multi-select, toasts) are fetched when the browser is idle.
 */
export function armPrefetch(): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!prefetchAllowed(connection)) return () => undefined;
  const timer = window.setTimeout(() => {
    ready = true;
    for (const listener of listeners) listener();
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetchDeferred, { timeout: 3000 });
    else prefetchDeferred();
  }, PREFETCH_DELAY_MS);
  return () => window.clearTimeout(timer);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether visible links may prefetch yet (false on the server and until armPrefetch's second has passed). */
export function usePrefetchEnabled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}

/**
 * A router link that prefetches its page's modules and data once visible, but only one second
 * after the app mounted and never on slow-2g or save-data connections.
 */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(props, ref) {
  const enabled = usePrefetchEnabled();
  return <Link ref={ref} prefetch={enabled ? 'viewport' : 'none'} {...props} />;
});
