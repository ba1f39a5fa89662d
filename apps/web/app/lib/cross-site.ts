/**
 * Whether a request comes from another site: its `Origin` is not this site's; without an `Origin`,
 * `Sec-Fetch-Site` says it is not same-origin; without either, the `Referer` is another origin. A request with
 * none of the three is not from a browser that could carry a customer's cookies against their will.
 */
export function isCrossSite(url: URL, headers: Headers): boolean {
  const site = url.origin;
  const origin = headers.get('origin');
  if (origin !== null) return origin !== site;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const referer = headers.get('referer');
  if (referer === null) return false;
  try {
    return new URL(referer).origin !== site;
  } catch {
    return true;
  }
}
