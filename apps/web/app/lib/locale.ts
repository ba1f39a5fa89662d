import { COUNTRY_PROFILES, DEFAULT_COUNTRY, isCountry, type Country } from '@yolla/contract/countries';
import { DEFAULT_LOCALE, isLocale, negotiateLocale, type Locale } from '@yolla/i18n';

/** The locale cookie's value when it holds one of ours, else the browser's language, else en. */
export function detectLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The languages that name a country of ours: the Azerbaijani, Uzbek and Georgian interfaces. */
const COUNTRY_OF_LOCALE: Partial<Record<Locale, Country>> = { az: 'AZ', uz: 'UZ', ka: 'GE' };

/** The region of the first Accept-Language tag that names one of our countries (`ru-UZ` → UZ), or null. */
function browserRegion(acceptLanguage: string | null): Country | null {
  for (const part of acceptLanguage?.split(',') ?? []) {
    const region = part.split(';')[0]?.trim().split(/[-_]/)[1]?.toUpperCase();
    if (isCountry(region)) return region;
  }
  return null;
}

/**
 * The country a visitor is served in: the country cookie (the picker), else the one the page language names
 * (az → AZ, uz → UZ, ka → GE), else the browser's region for English and Russian (`ru-UZ`), else Azerbaijan.
 */
export function detectCountry(cookieValue: string | undefined, locale: Locale, acceptLanguage: string | null): Country {
  const chosen = cookieValue?.toUpperCase();
  if (isCountry(chosen)) return chosen;
  return COUNTRY_OF_LOCALE[locale] ?? browserRegion(acceptLanguage) ?? DEFAULT_COUNTRY;
}

/** Accept-Language for API calls: the page locale, or the country's language when no page locale is known. */
export function apiLanguage(locale: Locale | null, country: Country): Locale {
  return locale ?? COUNTRY_PROFILES[country].language;
}

export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const COUNTRY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
