import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useFetchers, useMatches, useNavigation } from 'react-router';
import { decodeToasts } from '../../lib/toasts.ts';
import { hostReady, showToast, subscribeToasts, toastHost, toastsWaiting } from './toast-queue.ts';

export { showToast, TOAST_OPTIONS } from './toast-queue.ts';

const ToastHost = lazy(async () => ({ default: (await toastHost.load()).ToastHost }));

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/** Shows the messages the server queued in the flash cookie, then deletes the cookie. */
function drainFlashToasts(cookieName: string): void {
  const raw = readCookie(cookieName);
  if (!raw) return;
  document.cookie = `${cookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
  for (const item of decodeToasts(raw)) showToast(item);
}

/** The flash-cookie reader, and the toast container once there is a toast to show. */
export function Toasts({ cookieName }: { cookieName: string }) {
  const navigation = useNavigation();
  const busyFetchers = useFetchers().filter((fetcher) => fetcher.state !== 'idle').length;
  const settled = navigation.state === 'idle' && busyFetchers === 0;
  const needed = useSyncExternalStore(subscribeToasts, toastsWaiting, () => false);
  // New data (a navigation, a redirect after an action, a revalidation) may bring a flash cookie. Watching the data
  // too, not only the navigation's state: under load React may never commit the busy state between two idle ones.
  const matches = useMatches();
  useEffect(() => {
    if (settled) drainFlashToasts(cookieName);
  }, [settled, cookieName, matches]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost onReady={hostReady} />
    </Suspense>
  ) : null;
}
