import { useCallback, useEffect, useState } from 'react';

/**
 * A piece of UI that only an interaction needs (a menu's dropdown, a drawer, a picker's list, toasts): its
 * code stays out of the first load and is fetched on first use, or once the page is idle (see `prefetchDeferred`).
 */
export interface Deferred<T> {
  load(): Promise<T>;
  /** The module once loaded, else null. */
  readonly current: T | null;
  /** Calls back when the module arrives (at once if it already has). */
  whenLoaded(listener: (module: T) => void): () => void;
}

const all: Deferred<unknown>[] = [];

export function deferred<T>(importer: () => Promise<T>): Deferred<T> {
  let promise: Promise<T> | null = null;
  let value: T | null = null;
  const listeners = new Set<(module: T) => void>();
  const entry: Deferred<T> = {
    load() {
      promise ??= importer().then(
        (module) => {
          value = module;
          for (const listener of listeners) listener(module);
          return module;
        },
        (error: unknown) => {
          promise = null;
          throw error;
        },
      );
      return promise;
    },
    get current() {
      return value;
    },
    whenLoaded(listener) {
      if (value) listener(value);
      else listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  all.push(entry);
  return entry;
}

/** Fetches every deferred piece in the background. */
export function prefetchDeferred(): void {
  for (const entry of all) entry.load().catch(() => undefined);
}

const FIRST_SIGNS_OF_USE = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'focusin'] as const;

/**
 * Fetches the deferred pieces once the customer shows the first sign of using the page (moves the pointer,
 * touches, types, scrolls), when the browser is next idle — so they are there before the first click on a menu,
 * without competing with the page's own first load. Returns a function that cancels the wait.
 */
export function prefetchDeferredOnFirstUse(): () => void {
  const start = () => {
    stop();
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(prefetchDeferred, { timeout: 2000 });
    else prefetchDeferred();
  };
  const stop = () => {
    for (const type of FIRST_SIGNS_OF_USE) window.removeEventListener(type, start, { capture: true });
  };
  for (const type of FIRST_SIGNS_OF_USE) window.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}

/**
 * The deferred module as soon as it arrives, however it was fetched: for parts with no focus or pointer to
 * lose (the loading bar), which may appear as soon as their code is there.
 */
export function useDeferredArrival<T>(piece: Deferred<T>): T | null {
  const [module, setModule] = useState<T | null>(() => piece.current);
  useEffect(() => piece.whenLoaded((loaded) => setModule(() => loaded)), [piece]);
  return module;
}

/**
 * The deferred module — if it had arrived when the component mounted, or once the component asked for it —
 * and the function that asks. A component never swaps its markup on its own (a background prefetch does not
 * re-render it), so nothing changes under a customer's pointer or keyboard focus.
 */
export function useDeferred<T>(piece: Deferred<T>): [T | null, () => Promise<T>] {
  const [module, setModule] = useState<T | null>(() => piece.current);
  const request = useCallback(
    () =>
      piece.load().then((loaded) => {
        setModule(() => loaded);
        return loaded;
      }),
    [piece],
  );
  return [module, request];
}
