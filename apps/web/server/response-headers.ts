import type { ServerResponse } from 'node:http';

/** Whether the response already carries this header with exactly this value (one value or one of several). */
function alreadySent(res: ServerResponse, name: string, value: string): boolean {
  const current = res.getHeader(name);
  if (current === undefined) return false;
  return Array.isArray(current) ? current.includes(value) : String(current) === value;
}

/**
 * The router's answer's headers onto a response that already holds the security headers (`security-headers.ts`).
 * A header the answer repeats with the value already there is sent once: a file passed on from the API names
 * `X-Content-Type-Options: nosniff` as every response does. Any other value is added beside the one there (two
 * `Content-Security-Policy` headers are two policies, both enforced; each `Set-Cookie` is a cookie of its own).
 */
export function addAnswerHeaders(res: ServerResponse, headers: Headers): void {
  for (const [name, value] of headers) {
    if (name !== 'set-cookie' && alreadySent(res, name, value)) continue;
    res.appendHeader(name, value);
  }
}
