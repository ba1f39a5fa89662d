/** What turns the loading bar red: the bar itself, once its code has arrived (`loading-bar.tsx`). */
interface ErrorSignal {
  error(): void;
}

let current: ErrorSignal | null = null;

/** The bar on screen registers itself; the returned function unregisters it. */
export function registerLoadingBar(bar: ErrorSignal): () => void {
  current = bar;
  return () => {
    if (current === bar) current = null;
  };
}

/**
 * Puts the bar in its red error state (route error boundaries call this). A tiny module of its own, so the error
 * screen can call it without bringing the bar's code into the first load.
 */
export function signalLoadingError(): void {
  current?.error();
}
