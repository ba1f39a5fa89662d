import type { FlashToast, ToastType } from '../../lib/toasts.ts';
import { deferred } from '../ui/deferred.ts';

export const TOAST_OPTIONS = { autoCloseMs: 4000, fontSizePx: 14 } as const;

/** A toast as the browser shows it: the server's kinds, plus a spinner that a later toast with its id replaces. */
export interface ShownToast {
  type: ToastType | 'loading';
  message: string;
  id?: string;
}

/** The toast library and its container are fetched with the first toast, not with the page. */
export const toastHost = deferred(() => import('./toast-host.tsx'));

const queue: ShownToast[] = [];
const listeners = new Set<() => void>();
let ready = false;

/** Shows a toast (or updates the one with the same id): at once when the container is up, else once it is. */
export function showToast(item: ShownToast | FlashToast): void {
  const host = toastHost.current;
  if (ready && host) {
    host.present(item);
    return;
  }
  queue.push(item);
  for (const listener of listeners) listener();
}

/** The container has mounted: show what waited. */
export function hostReady(): void {
  const host = toastHost.current;
  if (!host) return;
  ready = true;
  for (const item of queue.splice(0)) host.present(item);
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsWaiting(): boolean {
  return queue.length > 0 || ready;
}
