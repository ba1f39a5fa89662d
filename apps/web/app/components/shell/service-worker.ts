/**
 * The service worker (`/sw.js`, scope `/`, decision 0044), registered on every page once it has hydrated: it keeps
 * the built files, the offline pages and the last parcel list for offline use. Only the production build:
 * development's files are not under `/assets/`.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}

/**
 * Asks the worker to erase its copy of the parcel list (signing out). The worker also erases it when it sees the
 * sign-out go by; this reaches it from a page it does not control yet.
 */
export function forgetParcelList(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistration('/')
    .then((registration) => registration?.active?.postMessage('forget-list'))
    .catch(() => undefined);
}
