import { isUrlLang, langToLocale, localeToLang } from '@yolla/i18n';
import type { MiddlewareFunction, RouterContext } from 'react-router';
import { createApiClient } from './api.server.ts';
import { requestContext, serverContext, type RequestState, type ServerContext } from './context.ts';
import { cookieNames, OutgoingCookies, readCookies } from './cookies.server.ts';
import { apiLanguage, detectCountry, detectLocale, LOCALE_COOKIE_MAX_AGE } from './locale.ts';
import { DEGRADED_CACHE_CONTROL, isPrefetch, markPersonal } from './request-rules.server.ts';
import { clearTokens, GUEST, resolveSession } from './session.server.ts';
import { decodeToasts, encodeToasts } from './toasts.ts';

/** The server context the HTTP server handed over (server/app.ts sets it for every request). */
export function serverOf(context: { get: <T>(key: RouterContext<T>) => T }): ServerContext {
  return context.get(serverContext);
}

/**
 * Root middleware, which every request of every route passes (after the web server's own checks in
 * server/request-handler.ts): works out language, country and the session; gives loaders and actions an API
 * client; and on the way out writes cookies and flash toasts and keeps personal responses out of caches.
 */
export const requestMiddleware: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  const server = serverOf(context);
  const { config } = server;
  const url = new URL(request.url);
  const cookies = readCookies(request);
  const names = cookieNames(config.cookies.prefix);
  const out = new OutgoingCookies(url, { prefix: config.cookies.prefix, domain: config.cookies.domain });
  const lang = isUrlLang(params.lang)
    ? params.lang
    : localeToLang(detectLocale(cookies[names.locale], request.headers.get('accept-language')));
  const locale = langToLocale(lang);
  const country = detectCountry(cookies[names.country], locale, request.headers.get('accept-language'));
  // Toasts not yet shown by the browser stay queued in front of this response's own.
  const toasts: RequestState['toasts'] = decodeToasts(cookies[names.toast]);
  const pendingBefore = toasts.length;

  // A page the API could not fully answer for shows a degraded state: no shared cache may keep it.
  let degraded = false;
  const apiFor = (authorization: string | null) =>
    createApiClient({
      baseUrl: config.apiUrl,
      segment: config.apiSegment,
      locale: apiLanguage(locale, country),
      authorization,
      clientIp: server.clientIp,
      userAgent: request.headers.get('user-agent'),
      timeoutMs: config.apiTimeoutMs,
      inProcess: server.inProcessApi ?? null,
      onToast: (toast) => toasts.push(toast),
      onUnavailable: () => {
        degraded = true;
      },
      onUnauthorized: () => {
        clearTokens(out, names);
        state.session = GUEST;
      },
    });

  const state: RequestState = { lang, locale, country, cookies, names, out, toasts, session: GUEST, api: apiFor(null) };
  if (server.walletNews) state.walletNews = server.walletNews;
  context.set(requestContext, state);

  state.session = await resolveSession({
    cookies,
    names,
    out,
    logger: server.logger,
    refreshMaxAge: config.cookies.refreshMaxAge,
    apiFor,
    client: config.client,
  });
  state.api = apiFor(state.session.authorization);

  // The language in the address is remembered when the visitor goes there, never on a prefetch.
  if (isUrlLang(params.lang) && cookies[names.locale] !== locale && !isPrefetch((name) => request.headers.get(name))) {
    out.set(names.locale, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, httpOnly: false });
  }

  const response = await next();
  const personal =
    state.session.auth ||
    [names.access, names.refresh, names.recovery, names.otp, names.identify].some(
      (name) => cookies[name] !== undefined || out.has(name),
    ) ||
    toasts.length > pendingBefore;
  out.applyTo(response.headers);
  markPersonal(response, personal);
  if (degraded && !personal) response.headers.set('Cache-Control', DEGRADED_CACHE_CONTROL);
  if (toasts.length > pendingBefore) {
    const flash = new OutgoingCookies(url, { prefix: config.cookies.prefix, domain: undefined });
    flash.set(names.toast, encodeToasts(toasts), { maxAge: 60, httpOnly: false });
    flash.applyTo(response.headers);
  }
  return response;
};

export function requestState(context: { get: <T>(key: RouterContext<T>) => T }): RequestState {
  return context.get(requestContext);
}
