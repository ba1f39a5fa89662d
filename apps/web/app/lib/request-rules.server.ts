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
