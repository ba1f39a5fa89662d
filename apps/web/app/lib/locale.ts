import { COUNTRY_PROFILES, type Country } from '@yolla/contract/countries';
import { DEFAULT_LOCALE, isLocale, negotiateLocale, type Locale } from '@yolla/i18n';

/** The locale cookie's value when it holds one of ours, else the browser's language, else en. */
export function detectLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** Accept-Language for API calls: the page locale, or the country's language when no page locale is known. */
export function apiLanguage(locale: Locale | null, country: Country): Locale {
  return locale ?? COUNTRY_PROFILES[country].language;
}

export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const COUNTRY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
