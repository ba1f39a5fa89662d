/**
 * The page a request is for: a client navigation fetches `{page}.data` for the page's loaders and actions, a
 * browser without JavaScript the page itself. Paths read from a request (the page's own address, a way back to it)
 * come from here, so both give the same answer.
 */
export function pageUrl(requestUrl: string | URL): URL {
  const url = new URL(requestUrl);
  url.pathname = url.pathname.replace(/\.data$/, '') || '/';
  return url;
}
