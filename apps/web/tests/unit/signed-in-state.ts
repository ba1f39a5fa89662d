import type { TestCustomer } from '@yolla/api/testing';
import { profileEndpoint, tokenEndpoint } from '@yolla/contract';
import type { Locale, UrlLang } from '@yolla/i18n';
import { createApiClient } from '../../app/lib/api.server.ts';
import type { RequestState } from '../../app/lib/context.ts';
import { cookieNames, OutgoingCookies } from '../../app/lib/cookies.server.ts';
import { GUEST } from '../../app/lib/session.server.ts';
import type { FlashToast } from '../../app/lib/toasts.ts';
import { loadWebConfig } from '../../app/lib/env.server.ts';
import { pageMatcher } from '../../app/lib/redirects.server.ts';
import type { LiveApi } from './live-api.ts';

function client(live: LiveApi, locale: Locale, authorization: string | null, toasts: FlashToast[], userAgent?: string) {
  return createApiClient({
    baseUrl: live.baseUrl,
    segment: 'client',
    locale,
    timeoutMs: 5000,
    authorization,
    onToast: (toast) => toasts.push(toast),
    ...(userAgent ? { userAgent } : {}),
  });
}

/**
 * Signs a customer in at the real token endpoint (a session of its own, with the browser's User-Agent when given)
 * and answers the request state a signed-in page's loader and action get, with the toasts the API raised.
 */
export async function signedInState(
  live: LiveApi,
  customer: TestCustomer,
  options: { lang?: UrlLang; locale?: Locale; userAgent?: string; path?: string } = {},
) {
  const { lang = 'en', locale = 'en', path = '/cabinet' } = options;
  const toasts: FlashToast[] = [];
  const tokens = await client(live, locale, null, [], options.userAgent).call(tokenEndpoint, {
    body: {
      grant_type: 'password',
      username: customer.email,
      password: customer.password,
      client_id: live.api.config.webClient.id,
      client_secret: live.api.config.webClient.secret,
    },
  });
  const authorization = `Bearer ${tokens.access_token}`;
  // The session as the root middleware resolves it: the summary and the customer's country from /me version 2.
  const { code, name, completed_profile, completed_address, picture, country } = (
    await client(live, locale, authorization, [], options.userAgent).call(profileEndpoint)
  ).data;
  const names = cookieNames('yolla_');
  const out = new OutgoingCookies(new URL(`http://localhost:3000/${lang}${path}`), {
    prefix: 'yolla_',
    domain: undefined,
  });
  const state: RequestState = {
    lang,
    locale,
    country: 'AZ',
    cookies: {},
    names,
    out,
    toasts,
    session: {
      ...GUEST,
      auth: true,
      user: { code, name, completed_profile, completed_address, picture },
      customerCountry: country,
      authorization,
    },
    api: client(live, locale, authorization, toasts, options.userAgent),
  };
  const cookies = () => {
    const headers = new Headers();
    out.applyTo(headers);
    return headers.getSetCookie();
  };
  return { state, toasts, cookies };
}

/** A form posted to a page, as its action receives it. */
export function postForm(path: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost:3000${path}`, { method: 'POST', body: new URLSearchParams(fields) });
}

/**
 * What a page's action gets of the server: the web's configuration for tests (its cookie-signing secret), and the
 * pages a redirect may go to.
 */
export const server = {
  config: loadWebConfig({ NODE_ENV: 'test' }),
  pages: pageMatcher([
    '/:lang',
    '/:lang/cabinet',
    '/:lang/cabinet/addresses',
    '/:lang/cabinet/settings',
    '/:lang/cabinet/declare',
  ]),
};
