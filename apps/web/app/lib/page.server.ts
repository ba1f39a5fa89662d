import type { UserSummary } from '@yolla/contract';
import type { Country } from '@yolla/contract/countries';
import { INTL_TAGS, langToLocale, URL_LANGS, type FullKey } from '@yolla/i18n';
import { translator } from '@yolla/i18n/server';
import type { RouterContext } from 'react-router';
import type { RequestState } from './context.ts';
import { pageTitle, type PageHead } from './meta.ts';
import { pageUrl } from './page-url.ts';
import { requestState, serverOf } from './request.server.ts';
import { switchLanguagePath } from './site-map.ts';

type Context = { get: <T>(key: RouterContext<T>) => T };

/** A key prefix `P` with both `P.title` and `P.description` messages: `home.meta`, `auth.meta.login`. */
export type PageKey = {
  [K in FullKey]: K extends `${infer P}.title` ? (`${P}.description` extends FullKey ? P : never) : never;
}[FullKey];

/**
 * The head of a page in the request's language: title `{page} | {brand}` and description from the page key's
 * messages, the canonical address (no query), and the same page in every language for `hreflang`. The origin
 * is PUBLIC_URL when set, else the request's own (whose Host header the server has checked).
 */
export function pageHead(
  { request, context }: { request: Request; context: Context },
  key: PageKey,
  /** A page about one item (a news item) names it in its title and description; FAQ adds its FAQPage data. */
  overrides: { title?: string; description?: string; structuredData?: Record<string, unknown> } = {},
): PageHead {
  const { locale } = requestState(context);
  const { config } = serverOf(context);
  const t = translator(locale);
  const url = pageUrl(request.url);
  const origin = config.publicUrl ?? url.origin;
  // Client navigations fetch `{page}.data`; the head describes the page itself.
  const { pathname } = url;
  const title = overrides.title ?? t(`${key}.title`);
  const home = `${origin}/${pathname.split('/')[1] ?? ''}`;
  return {
    title: pageTitle(title, config.brand),
    description: overrides.description ?? t(`${key}.description`),
    canonical: `${origin}${pathname}`,
    alternates: [
      ...URL_LANGS.map((lang) => ({
        hrefLang: langToLocale(lang),
        href: `${origin}${switchLanguagePath(pathname, '', lang)}`,
      })),
      { hrefLang: 'x-default', href: `${origin}/` },
    ],
    siteName: config.brand,
    ogLocale: INTL_TAGS[locale].replace('-', '_'),
    structuredData:
      overrides.structuredData ??
      (`${origin}${pathname}` === home
        ? { '@context': 'https://schema.org', '@type': 'Organization', name: config.brand, url: home }
        : {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: t('common.nav.home'), item: home },
              { '@type': 'ListItem', position: 2, name: title, item: `${origin}${pathname}` },
            ],
          }),
  };
}

/**
 * The signed-in customer, for loaders and actions of pages behind the auth guard, typed as present. The check is not
 * here: the cabinet layout's guard runs before every loader and action under it (a guest goes to sign-in before any
 * of their code runs; `tests/e2e/signed-in-actions.spec.ts` walks the route table's actions for it). Reaching this
 * without a customer is a bug in the route table, answered 401 rather than rendered half-empty.
 */
export function requireUser(context: Context): UserSummary {
  return requireCustomer(requestState(context)).user;
}

/** The signed-in customer's summary and own country (their account's), for the same pages as `requireUser`. */
export function requireCustomer(state: RequestState): { user: UserSummary; country: Country } {
  const { session } = state;
  if (!session.auth || !session.user || !session.customerCountry) throw new Response(null, { status: 401 });
  return { user: session.user, country: session.customerCountry };
}
