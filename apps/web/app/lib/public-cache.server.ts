/**
 * Answers of the API's public GET endpoints that the API lets shared caches keep (`Cache-Control: public,
 * max-age=N`: the price list, reference data), kept in this process for that long — as a CDN in front of the API
 * would — so that a page does not ask the API again for what it said a moment ago. Only answers to requests
 * without credentials are kept (the web client sends none to public endpoints), keyed by URL and language.
 */
export interface CachedAnswer {
  status: number;
  text: string;
}

export interface PublicCache {
  get(key: string): CachedAnswer | undefined;
  /** Keeps the answer if its Cache-Control allows a shared cache to. */
  offer(key: string, answer: CachedAnswer, cacheControl: string | null): void;
}

/** Seconds a shared cache may keep an answer by its Cache-Control, or null when it may not keep it. */
export function sharedLifetime(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name = '', value = ''] = part.trim().split('=');
    directives.set(name, value.replace(/^"|"$/g, ''));
  }
  if (!directives.has('public') || ['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) {
    return null;
  }
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

export function createPublicCache(options: { maxEntries?: number; now?: () => number } = {}): PublicCache {
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedAnswer & { expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    offer(key, answer, cacheControl) {
      const seconds = sharedLifetime(cacheControl);
      if (seconds === null || answer.status !== 200) return;
      entries.delete(key);
      entries.set(key, { ...answer, expires: now() + seconds * 1000 });
      // The oldest entry goes first (a Map iterates in insertion order).
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}

/** The process's cache, shared by every request's API client. */
export const publicCache = createPublicCache();
