import type { ServerResponse } from 'node:http';
import { ERROR_STATUS, type ErrorCode } from '@yolla/contract';
import { DEFAULT_LOCALE, negotiateLocale } from '@yolla/i18n';
import { translate } from '@yolla/i18n/server';

const bodies = new Map<string, string>();

/**
 * The API's error body, `{ message, code }`, in the language of an Accept-Language header: for answers given before
 * Fastify sees a request (a shed request, a header too large), made once per language and code.
 */
export function houseErrorBody(code: ErrorCode, acceptLanguage: string | null | undefined): string {
  const locale = negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
  const key = `${locale}|${code}`;
  let body = bodies.get(key);
  if (body === undefined) {
    body = JSON.stringify({ message: translate(locale, `errors.${code}`), code });
    bodies.set(key, body);
  }
  return body;
}

/** Answers a request with the API's error body and its code's status (no-store), before any route sees it. */
export function sendHouseError(
  res: ServerResponse,
  code: ErrorCode,
  options: { acceptLanguage?: string | undefined; headers?: Record<string, string>; close?: boolean } = {},
): void {
  const body = houseErrorBody(code, options.acceptLanguage);
  res.writeHead(ERROR_STATUS[code], {
    ...options.headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...(options.close ? { Connection: 'close' } : {}),
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
