import { forwardRef, useSyncExternalStore } from 'react';
import { Link, type LinkProps } from 'react-router';
import { PREFETCH_DELAY_MS, prefetchAllowed, type ConnectionInfo } from '../lib/prefetch-policy.ts';
import { prefetchDeferredOnFirstUse } from './ui/deferred.ts';

let ready = false;
const listeners = new Set<() => void>();

/**
 * Starts the one-second countdown after mount, from when visible links prefetch; and waits for the first sign of
 * use to fetch the interactive parts kept out of the first load (menus, drawer, multi-select, toasts). Neither
 * happens on slow-2g or when the customer saves data (those parts then load on their first use).
 */
export function armPrefetch(): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!prefetchAllowed(connection)) return () => undefined;
  const timer = window.setTimeout(() => {
    ready = true;
    for (const listener of listeners) listener();
  }, PREFETCH_DELAY_MS);
  const cancelFirstUse = prefetchDeferredOnFirstUse();
  return () => {
    window.clearTimeout(timer);
    cancelFirstUse();
  };
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
