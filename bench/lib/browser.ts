/**
 * The Accept-Encoding Chromium sends for a document (version 156, the browser of the Playwright tests, read off a
 * logging server): zstd since Chromium 123, as Firefox since 126. Issue 17 measured with `gzip, deflate, br`;
 * `--accept-encoding 'gzip, deflate, br'` measures that way again (brotli instead of zstd).
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** `--accept-encoding`, for the benchmarks that load pages as a browser asks for them. */
export const ACCEPT_ENCODING_OPTION = {
  'accept-encoding': { type: 'string', default: BROWSER_ACCEPT_ENCODING },
} as const;

/** The headers Chromium sends for a document, with the given Accept-Encoding. */
export function browserHeaders(acceptEncoding: string = BROWSER_ACCEPT_ENCODING): Record<string, string> {
  return {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-encoding': acceptEncoding,
    'accept-language': 'en-US,en;q=0.9',
  };
}
