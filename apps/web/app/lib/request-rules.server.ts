/** A response that depends on who is asking is never stored by a browser or proxy cache. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * Marks a response personal — when the request carried a session, the customer is signed in, or the response
 * sets or clears session cookies or carries a flash message (a sign-in or sign-out redirect, a refreshed session).
 * Language and country preference cookies alone do not make a page personal.
 */
export function markPersonal(response: Response, personal: boolean): void {
  if (personal) response.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
}

/** A page rendered while the API could not answer (its error state): sent, but kept by no cache. */
export const DEGRADED_CACHE_CONTROL = 'no-store';

/**
 * Whether the browser fetched this speculatively (`<link rel="prefetch">` sends `Sec-Purpose: prefetch`; older
 * browsers `Purpose: prefetch`) rather than because the visitor went there. A prefetch must not change what the
 * visitor chose: it may land after they switched language, and would put the old language back. Takes a header
 * reader, so a fetch `Request` and Node's `IncomingMessage` (the page cache) ask alike.
 */
export function isPrefetch(header: (name: string) => string | string[] | null | undefined): boolean {
  const purpose = header('sec-purpose') ?? header('purpose');
  return /(^|[\s;,])prefetch\b/i.test(Array.isArray(purpose) ? purpose.join(',') : (purpose ?? ''));
}
