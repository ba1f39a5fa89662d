/** Milliseconds (10 s) during which one path is not force-reloaded twice (guards against reload loops). */
export const RELOAD_GUARD_MS = 10_000;

export interface ReloadStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

const KEY_PREFIX = 'yolla:reloaded:';

/**
 * Decides whether a navigation to `path` should be a full page load: only when something asked
 * for one (a failed chunk or a newer build) and this path was not force-reloaded in the last 10 s.
 * Records the reload when it says yes.
 */
export function claimFullReload(store: ReloadStore, path: string, now = Date.now()): boolean {
  const raw = store.get(`${KEY_PREFIX}${path}`);
  const last = raw === null ? Number.NaN : Number(raw);
  if (Number.isFinite(last) && now >= last && now - last < RELOAD_GUARD_MS) return false;
  store.set(`${KEY_PREFIX}${path}`, String(now));
  return true;
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}
