export const BUILD_POLL_INTERVAL_MS = 60_000;

export function latestBuildUrl(now = Date.now()): string {
  return `/builds/latest.json?t=${now}`;
}

/** Asks the server which build is current; null when it cannot tell (offline, missing file). */
export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(latestBuildUrl(), { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
}
