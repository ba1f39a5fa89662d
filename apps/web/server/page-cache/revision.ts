/**
 * The content revision as the API last said it (`GET /content/revision`), asked again at most every
 * `intervalMs` and never on a request's path: a request reads the value at hand and, when it is old, starts one
 * refresh in the background. A change to content or prices reaches the page cache's keys within the interval.
 */
export function revisionWatch(options: {
  fetchRevision: () => Promise<string>;
  intervalMs: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  let current: string | null = null;
  let checkedAt = -Infinity;
  let pending: Promise<void> | null = null;

  function refresh(): Promise<void> {
    pending ??= options
      .fetchRevision()
      .then((revision) => {
        current = revision;
      })
      // Unknown while the API cannot say: pages are rendered, not served from the cache.
      .catch(() => {
        current = null;
      })
      .finally(() => {
        checkedAt = now();
        pending = null;
      });
    return pending;
  }

  return {
    current(): string | null {
      if (now() - checkedAt >= options.intervalMs) void refresh();
      return current;
    },
    refresh,
  };
}
