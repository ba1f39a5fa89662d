import type { TestCustomer } from '@yolla/api/testing';
import { profileEndpoint, tokenEndpoint } from '@yolla/contract';
import type { Locale, UrlLang } from '@yolla/i18n';
import { createApiClient } from '../../app/lib/api.server.ts';
import type { RequestState } from '../../app/lib/context.ts';
import { cookieNames, OutgoingCookies } from '../../app/lib/cookies.server.ts';
import { GUEST, type Session } from '../../app/lib/session.server.ts';
import type { FlashToast } from '../../app/lib/toasts.ts';
import { loadWebConfig } from '../../app/lib/env.server.ts';
import { pageMatcher } from '../../app/lib/redirects.server.ts';
import type { LiveApi } from './live-api.ts';

function client(
  baseUrl: string,
  locale: Locale,
  authorization: string | null,
  toasts: FlashToast[],
  userAgent?: string,
) {
  return createApiClient({
    baseUrl,
    segment: 'client',
    locale,
    timeoutMs: 5000,
    authorization,
    onToast: (toast) => toasts.push(toast),
    ...(userAgent ? { userAgent } : {}),
  });
}

/** A signed-in customer: their access token, and the session as the root middleware resolves it. */
export interface SignedIn {
  authorization: string;
  session: Session;
}

interface StateOptions {
  lang?: UrlLang;
  locale?: Locale;
  userAgent?: string;
  /** The page's path after the language (`/cabinet` by default). */
  path?: string;
  /** Another API to ask (one that does not answer, for the error states). */
  baseUrl?: string;
}

/**
 * Signs a customer in at the real token endpoint (a session of its own, with the browser's User-Agent when given),
 * with the session the root middleware would resolve: the summary and the customer's country from /me version 2.
 */
export async function signIn(
  live: LiveApi,
  customer: TestCustomer,
  options: { locale?: Locale; userAgent?: string } = {},
): Promise<SignedIn> {
  const { locale = 'en', userAgent } = options;
  const tokens = await client(live.baseUrl, locale, null, [], userAgent).call(tokenEndpoint, {
    body: {
      grant_type: 'password',
      username: customer.email,
      password: customer.password,
      client_id: live.api.config.webClient.id,
      client_secret: live.api.config.webClient.secret,
    },
  });
  const authorization = `Bearer ${tokens.access_token}`;
  const { code, name, completed_profile, completed_address, picture, country } = (
    await client(live.baseUrl, locale, authorization, [], userAgent).call(profileEndpoint)
  ).data;
  const user = { code, name, completed_profile, completed_address, picture };
  return { authorization, session: { ...GUEST, auth: true, user, customerCountry: country, authorization } };
}

/**
 * The request state a signed-in page's loader and action get (one per request: a customer may make several, in
 * several languages), with the toasts the API raised and the cookies the page set.
 */
export function requestState(live: LiveApi, signedIn: SignedIn, options: StateOptions = {}) {
  const { lang = 'en', locale = 'en', path = '/cabinet', baseUrl = live.baseUrl } = options;
  const toasts: FlashToast[] = [];
  const out = new OutgoingCookies(new URL(`http://localhost:3000/${lang}${path}`), {
    prefix: 'yolla_',
    domain: undefined,
  });
  const state: RequestState = {
    lang,
    locale,
    country: 'AZ',
    cookies: {},
    names: cookieNames('yolla_'),
    out,
    toasts,
    session: signedIn.session,
    api: client(baseUrl, locale, signedIn.authorization, toasts, options.userAgent),
  };
  const cookies = () => {
    const headers = new Headers();
    out.applyTo(headers);
    return headers.getSetCookie();
  };
  return { state, toasts, cookies };
}

/** A customer signed in at the real token endpoint, and the state of one request of theirs. */
export async function signedInState(live: LiveApi, customer: TestCustomer, options: StateOptions = {}) {
  return requestState(live, await signIn(live, customer, options), options);
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
