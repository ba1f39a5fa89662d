import { z } from 'zod/mini';
import type { Country } from './countries.ts';

/**
 * The customer ID each country issues, as printed on the ID card:
 * - AZ: FIN (fərdi identifikasiya nömrəsi), 7 characters of digits and Latin capitals without I and O;
 * - UZ: PINFL (JShShIR), 14 digits;
 * - GE: personal number (პირადი ნომერი), 11 digits.
 */
export const NATIONAL_ID_RULES: Record<Country, { pattern: RegExp; key: NationalIdKey; example: string }> = {
  AZ: { pattern: /^[0-9A-HJ-NP-Z]{7}$/, key: 'validation.national_id_az', example: '5HK3T7Q' },
  UZ: { pattern: /^\d{14}$/, key: 'validation.national_id_uz', example: '31505901230034' },
  GE: { pattern: /^\d{11}$/, key: 'validation.national_id_ge', example: '01001012345' },
};

export type NationalIdKey = 'validation.national_id_az' | 'validation.national_id_uz' | 'validation.national_id_ge';

/** What a customer types: spaces and dashes dropped, letters upper-cased. */
export function normalizeNationalId(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

export function isNationalId(country: Country, value: string): boolean {
  return NATIONAL_ID_RULES[country].pattern.test(value);
}

/** The country's customer ID, tidied first (the web's form and the API's check are this one schema). */
export function nationalIdSchema(country: Country) {
  const rule = NATIONAL_ID_RULES[country];
  return z.pipe(
    z.pipe(z.string().check(z.maxLength(40)), z.transform(normalizeNationalId)),
    z.string().check(z.refine((value) => rule.pattern.test(value), { error: rule.key })),
  );
}
