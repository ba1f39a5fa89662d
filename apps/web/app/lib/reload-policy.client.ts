import type { DataStrategyResult, MiddlewareFunction } from 'react-router';
import { claimFullReload, isChunkLoadError, type ReloadStore } from './reload-policy.ts';

type Reason = 'new-build' | 'chunk';
const pending = new Set<Reason>();

export function requestFullReload(reason: Reason): void {
  pending.add(reason);
}

export function fullReloadPending(): boolean {
  return pending.size > 0;
}

function sessionStore(): ReloadStore {
  try {
    const storage = window.sessionStorage;
    return { get: (k) => storage.getItem(k), set: (k, v) => storage.setItem(k, v) };
  } catch {
    const memory = new Map<string, string>();
    return { get: (k) => memory.get(k) ?? null, set: (k, v) => void memory.set(k, v) };
  }
}

let installed = false;

/** A lazy chunk that fails to load (typically after a deployment) asks for a full reload on the next navigation. */
export function installChunkErrorListener(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('vite:preloadError', () => requestFullReload('chunk'));
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) requestFullReload('chunk');
  });
}

/**
 * Root client middleware: when a reload is pending, the navigation becomes a full page load of
 * its target, at most once per 10 s for the same path; otherwise it stays a client navigation.
 */
export const reloadMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({ request }, next) => {
  if (fullReloadPending() && request.method === 'GET') {
    const url = new URL(request.url);
    if (claimFullReload(sessionStore(), url.pathname)) {
      window.location.assign(url.href);
      await new Promise(() => undefined);
    }
  }
  return next();
};
