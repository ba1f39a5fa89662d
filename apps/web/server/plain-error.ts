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
  413: 'common.payload_too_large',
  415: 'common.unsupported_media_type',
} as const satisfies Record<number, ErrorCode>;

export type Refusal = keyof typeof REFUSALS;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/** The visitor's language: the page's URL prefix, else the locale cookie, else the browser's language. */
function localeOf(req: IncomingMessage, cookiePrefix: string): Locale {
  const first = (req.url ?? '').split(/[/?.]/)[1];
  if (isUrlLang(first)) return langToLocale(first);
  try {
    const cookie = parseCookie(req.headers.cookie ?? '')[`${cookiePrefix}locale`];
    if (isLocale(cookie)) return cookie;
  } catch {
    // An unreadable Cookie header: fall through to the browser's language.
  }
  return negotiateLocale(req.headers['accept-language']) ?? DEFAULT_LOCALE;
}

function wantsJson(req: IncomingMessage): boolean {
  const path = (req.url ?? '').split('?')[0] ?? '';
  return path.endsWith('.data') || /application\/json/.test(req.headers.accept ?? '');
}

/**
 * The answer to a request the web server refuses itself — a request line or Host that makes no URL, a method no
 * page takes, a body type no form sends, a body over the limit, a state change sent from another site: the error
 * screen's words and the reason, in the visitor's language, as a small HTML page (or the API's JSON error shape
 * for data requests). The connection is closed, so an unread body is never waited for.
 */
export function sendRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  status: Refusal,
  options: { cookiePrefix: string; headers?: Record<string, string> },
): void {
  const locale = localeOf(req, options.cookiePrefix);
  const t = translator(locale);
  const code = REFUSALS[status];
  const reason = t(`errors.${code}`);
  const body = wantsJson(req)
    ? JSON.stringify({ message: reason, code })
    : `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" ` +
      `content="width=device-width, initial-scale=1"><title>${escape(`${t('common.meta.error')}`)}</title></head>` +
      `<body><main><p>${status} ${escape(t('errorPage.error_word'))}</p><h1>${escape(t('errorPage.heading'))}</h1>` +
      `<p>${escape(reason)}</p><p>${escape(t('errorPage.text'))}</p><p><a href="/">${escape(t('errorPage.go_home'))}</a>` +
      `</p></main></body></html>`;
  res.writeHead(status, {
    ...options.headers,
    'Content-Type': wantsJson(req) ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
