/** Connection facts the browser exposes (Network Information API, where available). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching is skipped on slow-2g connections and when the customer asked to save data. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g';
}

export const PREFETCH_DELAY_MS = 1000;
