import type { Country } from '@yolla/contract';
import type { Locale, UrlLang } from '@yolla/i18n';
import { createApiClient } from '../../app/lib/api.server.ts';
import type { RequestState } from '../../app/lib/context.ts';
import { cookieNames, OutgoingCookies } from '../../app/lib/cookies.server.ts';
import { createPublicCache } from '../../app/lib/public-cache.server.ts';
import { GUEST } from '../../app/lib/session.server.ts';

/** A guest's request state on a public page, calling the API at `baseUrl` (a live API, or one that is down). */
export function guestState(
  baseUrl: string,
  options: { lang?: UrlLang; locale?: Locale; country?: Country; path?: string } = {},
): RequestState {
  const { lang = 'en', locale = 'en', country = 'AZ', path = '' } = options;
  const api = createApiClient({ baseUrl, segment: 'client', locale, timeoutMs: 5000, cache: createPublicCache() });
  const out = new OutgoingCookies(new URL(`http://localhost:3000/${lang}${path}`), {
    prefix: 'yolla_',
    domain: undefined,
  });
  return { lang, locale, country, cookies: {}, names: cookieNames('yolla_'), out, toasts: [], session: GUEST, api };
}
