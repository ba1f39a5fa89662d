import { randomInt } from 'node:crypto';
import { parseSetCookie } from 'cookie';
import type { LiveApi } from '../../../tests/unit/live-api.ts';
import { createApiClient } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { cookieNames, OutgoingCookies } from '../../lib/cookies.server.ts';
import type { WebConfig } from '../../lib/env.server.ts';
import { pageMatcher } from '../../lib/redirects.server.ts';
import { GUEST } from '../../lib/session.server.ts';
import type { FlashToast } from '../../lib/toasts.ts';

/** One request of one browser: its cookies in, the cookies it is answered with out. */
export function browser(live: LiveApi, config: WebConfig, country: 'UZ' | 'GE', lang: 'en' | 'uz' = 'en') {
  const jar: Record<string, string | undefined> = {};
  const toasts: FlashToast[] = [];
  const request = () => {
    const names = cookieNames('yolla_');
    const out = new OutgoingCookies(new URL(`http://localhost:3000/${lang}/register`), {
      prefix: 'yolla_',
      domain: undefined,
    });
    const api = createApiClient({
      baseUrl: live.baseUrl,
      segment: 'client',
      locale: lang,
      timeoutMs: 5000,
      onToast: (t) => toasts.push(t),
    });
    const state: RequestState = {
      lang,
      locale: lang,
      country,
      cookies: { ...jar },
      names,
      out,
      toasts,
      session: GUEST,
      api,
    };
    const server = {
      config: { ...config, client: live.api.config.webClient },
      pages: pageMatcher(['/:lang', '/:lang/cabinet', '/:lang/cabinet/settings']),
    };
    const keep = () => {
      const headers = new Headers();
      out.applyTo(headers);
      for (const line of headers.getSetCookie()) {
        const parsed = parseSetCookie(line);
        jar[parsed.name] = parsed.maxAge === 0 ? undefined : parsed.value;
      }
    };
    return { state, server, keep };
  };
  return { jar, toasts, request };
}

export function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

export function fields(phone: string) {
  return {
    name: 'Nodira',
    surname: 'Aliyeva',
    phone,
    email: '',
    password: `mellow-river-${randomInt(1e6)}`,
    national_id: Array.from({ length: 14 }, () => randomInt(10)).join(''),
    accept_terms: 'on',
    redirect: '/en/cabinet/settings',
  };
}
