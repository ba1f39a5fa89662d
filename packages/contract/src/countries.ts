/**
 * Countries and their switches, without zod: the page shell imports this (`@yolla/contract/countries`), so the
 * validation library stays out of pages that validate nothing. Schemas over these are in `country-schemas.ts`.
 */
export const COUNTRIES = ['AZ', 'UZ', 'GE'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'AZ';

/** Countries with a Yolla warehouse that customers ship from. */
export const ORIGINS = ['TR', 'US', 'CN', 'GB', 'DE', 'AE'] as const;
export type Origin = (typeof ORIGINS)[number];

export interface CountryProfile {
  currency: 'AZN' | 'UZS' | 'GEL';
  /** Interface language (i18n code, not URL prefix) used when no locale is known. */
  language: 'az' | 'uz' | 'ka';
  /** The IANA time zone the country's customers read times in (a parcel's road, sessions, a locked declaration). */
  timeZone: 'Asia/Baku' | 'Asia/Tashkent' | 'Asia/Tbilisi';
}

export const COUNTRY_PROFILES: Record<Country, CountryProfile> = {
  AZ: { currency: 'AZN', language: 'az', timeZone: 'Asia/Baku' },
  UZ: { currency: 'UZS', language: 'uz', timeZone: 'Asia/Tashkent' },
  GE: { currency: 'GEL', language: 'ka', timeZone: 'Asia/Tbilisi' },
};

/**
 * Country feature switches, one table for the whole product.
 * digitalLogin: sign-in through the national digital identity (/login/identify).
 * systemAuth: phone + password sign-in and self-registration with an SMS code.
 * azServices: Azerbaijan-only services (Azərpoçt delivery, Smart Customs hints).
 * carriageCountry: carriage rules and tariffs offer a choice of destination country.
 */
export interface CountryFeatures {
  digitalLogin: boolean;
  systemAuth: boolean;
  azServices: boolean;
  carriageCountry: boolean;
}

export const COUNTRY_FEATURES: Record<Country, CountryFeatures> = {
  AZ: { digitalLogin: true, systemAuth: false, azServices: true, carriageCountry: true },
  UZ: { digitalLogin: false, systemAuth: true, azServices: false, carriageCountry: false },
  GE: { digitalLogin: false, systemAuth: true, azServices: true, carriageCountry: true },
};

export function featuresFor(country: Country): CountryFeatures {
  return COUNTRY_FEATURES[country];
}

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

export function parseCountry(value: string | null | undefined): Country {
  const upper = value?.toUpperCase();
  return isCountry(upper) ? upper : DEFAULT_COUNTRY;
}
