/**
 * Reads the expiry of an access token without verifying it (the API verifies; the web only
 * needs to know when to refresh). Returns epoch milliseconds, or null for an opaque token.
 */
export function accessTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Refresh when less than this is left, so a request never starts with a token about to lapse. */
export const REFRESH_MARGIN_MS = 60_000;

export function isNearExpiry(token: string, now = Date.now()): boolean {
  const expiry = accessTokenExpiry(token);
  return expiry !== null && expiry - now < REFRESH_MARGIN_MS;
}
