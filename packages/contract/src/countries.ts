import { z } from 'zod/mini';

export const COUNTRIES = ['AZ', 'UZ', 'GE'] as const;
export type Country = (typeof COUNTRIES)[number];
export const countrySchema = z.enum(COUNTRIES);
export const DEFAULT_COUNTRY: Country = 'AZ';

export interface CountryProfile {
  currency: 'AZN' | 'UZS' | 'GEL';
  /** Interface language (i18n code, not URL prefix) used when no locale is known. */
  language: 'az' | 'uz' | 'ka';
}

export const COUNTRY_PROFILES: Record<Country, CountryProfile> = {
  AZ: { currency: 'AZN', language: 'az' },
  UZ: { currency: 'UZS', language: 'uz' },
  GE: { currency: 'GEL', language: 'ka' },
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

export function parseCountry(value: string | null | undefined): Country {
  const parsed = countrySchema.safeParse(value?.toUpperCase());
  return parsed.success ? parsed.data : DEFAULT_COUNTRY;
}

/** The header's country picker. */
export const preferencesSchema = z.object({
  intent: z.literal('country'),
  country: countrySchema,
  redirect: z.optional(z.string().check(z.maxLength(2000))),
});
