import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod/mini';
import type { Country } from './countries.ts';

type PostalKey = 'validation.postal_code_az' | 'validation.postal_code_uz' | 'validation.postal_code_ge';
type PhoneKey = 'validation.phone_az' | 'validation.phone_uz' | 'validation.phone_ge';

/**
 * Postal codes as each country's post writes them: Azərpoçt `AZ` and 4 digits (AZ1000), O‘zbekiston pochtasi
 * 6 digits (100000), Georgian Post 4 digits (0105).
 */
export const POSTAL_CODE_RULES: Record<Country, { pattern: RegExp; key: PostalKey; example: string }> = {
  AZ: { pattern: /^AZ\d{4}$/, key: 'validation.postal_code_az', example: 'AZ1000' },
  UZ: { pattern: /^\d{6}$/, key: 'validation.postal_code_uz', example: '100000' },
  GE: { pattern: /^\d{4}$/, key: 'validation.postal_code_ge', example: '0105' },
};

/** Spaces and dashes dropped, letters upper-cased; in Azerbaijan four bare digits get their `AZ`. */
export function normalizePostalCode(country: Country, raw: string): string {
  const value = raw.replace(/[\s-]+/g, '').toUpperCase();
  return country === 'AZ' && /^\d{4}$/.test(value) ? `AZ${value}` : value;
}

export function postalCodeSchema(country: Country) {
  const rule = POSTAL_CODE_RULES[country];
  return z.pipe(
    z.pipe(
      z.string().check(z.maxLength(20)),
      z.transform((value: string) => normalizePostalCode(country, value)),
    ),
    z.string().check(z.refine((value) => rule.pattern.test(value), { error: rule.key })),
  );
}

export const PHONE_KEYS: Record<Country, PhoneKey> = {
  AZ: 'validation.phone_az',
  UZ: 'validation.phone_uz',
  GE: 'validation.phone_ge',
};

/** A mobile number of each country as people write it, to show the format next to a phone field. */
export const PHONE_EXAMPLES: Record<Country, string> = {
  AZ: '+994 50 123 45 67',
  UZ: '+998 90 123 45 67',
  GE: '+995 555 12 34 56',
};

/** A phone number of `country` in E.164, or null (libphonenumber-js: length and number ranges of that country). */
export function toCountryPhone(country: Country, raw: string): string | null {
  const phone = parsePhoneNumberFromString(raw, country);
  return phone && phone.country === country && phone.isValid() ? phone.number : null;
}

/** A stored E.164 number as people read it (+994 50 123 45 67); what cannot be parsed is shown as it is. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** A phone number of the country, typed in international or national form, answered in E.164 (+994501234567). */
export function countryPhoneSchema(country: Country) {
  return z.pipe(
    z.pipe(
      z.string().check(z.maxLength(30)),
      z.transform((value: string) => toCountryPhone(country, value) ?? value),
    ),
    z.string().check(
      z.refine((value) => /^\+\d{8,15}$/.test(value) && toCountryPhone(country, value) === value, {
        error: PHONE_KEYS[country],
      }),
    ),
  );
}
