import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorCode } from '@yolla/contract';
import { DEFAULT_LOCALE, isLocale, langToLocale, isUrlLang, negotiateLocale, type Locale } from '@yolla/i18n';
import { translator } from '@yolla/i18n/server';
import { parseCookie } from 'cookie';

/** What the web server refuses before the app sees a request, and the error code each refusal carries. */
export const REFUSALS = {
  400: 'common.bad_request',
  403: 'common.forbidden',
  405: 'common.method_not_allowed',
  408: 'common.request_timeout',
  413: 'common.payload_too_large',
  415: 'common.unsupported_media_type',
  431: 'common.headers_too_large',
  503: 'common.unavailable',
} as const satisfies Record<number, ErrorCode>;

export type Refusal = keyof typeof REFUSALS;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/** The visitor's language: the page's URL prefix, else the locale cookie, else the browser's language. */
export function refusalLocale(
  target: string | null | undefined,
  headers: { cookie?: string | null | undefined; acceptLanguage?: string | null | undefined },
  cookiePrefix: string,
): Locale {
  const first = (target ?? '').split(/[/?.]/)[1];
  if (isUrlLang(first)) return langToLocale(first);
  try {
    const cookie = parseCookie(headers.cookie ?? '')[`${cookiePrefix}locale`];
    if (isLocale(cookie)) return cookie;
  } catch {
    // An unreadable Cookie header: fall through to the browser's language.
  }
  return negotiateLocale(headers.acceptLanguage ?? undefined) ?? DEFAULT_LOCALE;
}

/** Whether the asker wants the API's JSON error shape: a data request (`.data`) or one that accepts JSON. */
export function wantsJson(target: string | null | undefined, accept: string | null | undefined): boolean {
  const path = (target ?? '').split('?')[0] ?? '';
  return path.endsWith('.data') || /application\/json/.test(accept ?? '');
}

/** The refusal's body: the error screen's words and the reason as a small HTML page, or `{ message, code }`. */
export function refusalBody(locale: Locale, status: Refusal, json: boolean): { contentType: string; body: string } {
  const key = `${locale}|${status}|${json}`;
  let made = refusals.get(key);
  if (!made) refusals.set(key, (made = makeRefusalBody(locale, status, json)));
  return made;
}

/** Made once per language, status and shape: a refusal under load must cost next to nothing. */
const refusals = new Map<string, { contentType: string; body: string }>();

function makeRefusalBody(locale: Locale, status: Refusal, json: boolean): { contentType: string; body: string } {
  const t = translator(locale);
  const code = REFUSALS[status];
  const reason = t(`errors.${code}`);
  if (json) return { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ message: reason, code }) };
  const body =
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width, initial-scale=1"><title>${escape(`${t('common.meta.error')}`)}</title></head>` +
    `<body><main><p>${status} ${escape(t('errorPage.error_word'))}</p><h1>${escape(t('errorPage.heading'))}</h1>` +
    `<p>${escape(reason)}</p><p>${escape(t('errorPage.text'))}</p><p><a href="/">${escape(t('errorPage.go_home'))}</a>` +
    `</p></main></body></html>`;
  return { contentType: 'text/html; charset=utf-8', body };
}

/**
 * The answer to a request the web server refuses itself — a request line or Host that makes no URL, a method no
 * page takes, a body type no form sends, a body over the limit, a state change sent from another site, a request
 * shed under load: the error screen's words and the reason, in the visitor's language, as a small HTML page (or
 * the API's JSON error shape for data requests). The connection is closed (unless `close: false`: a shed request
 * without a body), so an unread body is never waited for.
 */
export function sendRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  status: Refusal,
  options: { cookiePrefix: string; headers?: Record<string, string>; close?: boolean },
): void {
  const locale = refusalLocale(
    req.url,
    { cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] },
    options.cookiePrefix,
  );
  const { contentType, body } = refusalBody(locale, status, wantsJson(req.url, req.headers.accept));
  res.writeHead(status, {
    ...options.headers,
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...(options.close === false ? {} : { Connection: 'close' }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
