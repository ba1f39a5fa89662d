import { forwardRef, useSyncExternalStore } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps React Router's link
import { Link, parsePath, type LinkProps, type Path } from 'react-router';
import { PREFETCH_DELAY_MS, prefetchAllowed, type ConnectionInfo } from '../lib/prefetch-policy.ts';
import { prefetchDeferredOnFirstUse } from './ui/deferred.ts';

let ready = false;
const listeners = new Set<() => void>();

/**
 * Starts the one-second countdown after mount, from when links prefetch on intent; and waits for the first sign of
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

/** Whether links may prefetch yet (false on the server and until armPrefetch's second has passed). */
export function usePrefetchEnabled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}

/** What a browser would take as another site or scheme: left to React Router's link, as its own rules say. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A path object with a path of its own (`{ pathname: '/en/x', search: '?edit=1' }`) as the string React Router makes
 * of it (a query or fragment given without its `?` or `#` gets one); null for one it resolves against the current
 * route (no pathname) or whose parts are not what they say.
 */
function pathOfObject({ pathname, search = '', hash = '' }: Partial<Path>): string | null {
  if (!pathname || /[?#]/.test(pathname) || search.includes('#')) return null;
  const query = search && search !== '?' && !search.startsWith('?') ? `?${search}` : search;
  const fragment = hash && hash !== '#' && !hash.startsWith('#') ? `#${hash}` : hash;
  return `${pathname}${query}${fragment}`;
}

/**
 * On the server, a link to a path of this site written as React Router's link writes it, without its hooks (the
 * route-relative resolution, the click handler, the prefetch state: about 10 µs a link, for markup that only needs
 * `href`; a server attaches no ref). The browser hydrates React Router's own link onto it. Null for what needs the
 * router to resolve.
 */
function serverAnchor(props: LinkProps) {
  const {
    to,
    discover = 'render',
    target,
    mask,
    children,
    reloadDocument: _reload,
    replace: _replace,
    state: _state,
    relative: _relative,
    preventScrollReset: _scroll,
    viewTransition: _transition,
    defaultShouldRevalidate: _revalidate,
    prefetch: _prefetch,
    onClick: _onClick,
    ...attributes
  } = props;
  const path = typeof to === 'string' ? to : pathOfObject(to);
  if (mask || path === null || !path.startsWith('/') || ABSOLUTE_URL.test(path) || path.includes('/.')) return null;
  const { pathname = '/', search = '', hash = '' } = parsePath(path);
  const href = `${pathname}${search === '?' ? '' : search}${hash === '#' ? '' : hash}`;
  return (
    <a {...attributes} href={href} target={target} data-discover={discover === 'render' ? 'true' : undefined}>
      {children}
    </a>
  );
}

const ON_SERVER = typeof document === 'undefined';

/**
 * A router link that prefetches its page's modules and data on intent — hovered, focused or touched — so a page
 * asks for the one page its visitor is about to open, never for every link in view at once (a list of thirty
 * parcels would otherwise send thirty requests; issue 45). Only from one second after the app mounted, and never
 * on slow-2g or save-data connections. Every link of the app is one (`prefetch="none"` for a link that should not
 * prefetch).
 */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(props, ref) {
  const enabled = usePrefetchEnabled();
  return (ON_SERVER && serverAnchor(props)) || <Link ref={ref} prefetch={enabled ? 'intent' : 'none'} {...props} />;
});
