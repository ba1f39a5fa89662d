import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import type { Country } from './countries.ts';
import { countrySchema } from './country-schemas.ts';
import { customerCodeSchema } from './me.ts';
import { nationalIdSchema, normalizeNationalId } from './national-ids.ts';

/** Languages a customer may get SMS and e-mail in (i18n codes: Georgian is `ka`). */
export const MESSAGE_LANGUAGES = ['az', 'en', 'ru', 'uz', 'ka'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const messageLanguageSchema = z.enum(MESSAGE_LANGUAGES);

/** Customers must be this old (the terms' minimum age for an account). */
export const MIN_CUSTOMER_AGE = 16;
/** Birth dates before this are typing mistakes. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** A given name or surname: letters in any script, with spaces, hyphens, apostrophes and dots between them. */
const PERSON_NAME = /^\p{L}[\p{L}\p{M} '’ʼ.-]*$/u;

export const personNameSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.trim().replace(/\s+/g, ' ')),
  ),
  z.string().check(
    z.minLength(1),
    z.maxLength(50),
    z.refine((value) => PERSON_NAME.test(value), { error: 'validation.person_name' }),
  ),
);

export const profileEmailSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(254)),
    z.transform((value: string) => value.trim().toLowerCase()),
  ),
  z.email(),
);

/** `YYYY-MM-DD` naming a day that exists (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day someone born on `birthDate` turns `years` (29 February counts from 1 March in common years). */
function birthday(birthDate: string, years: number): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * A birth date: a real day between 1900 and yesterday, of someone at least MIN_CUSTOMER_AGE on `today`
 * (`YYYY-MM-DD`; the API passes its clock's day, the browser its own).
 */
export function birthDateSchema(today: string) {
  return z.string().check(
    z.refine(isCalendarDate, { error: 'validation.date', abort: true }),
    z.refine((value) => value >= EARLIEST_BIRTH_DATE && value < today, {
      error: 'validation.birth_date',
      abort: true,
    }),
    z.superRefine((value, ctx) => {
      if (birthday(value, MIN_CUSTOMER_AGE) > today) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.min_age',
          params: { min: MIN_CUSTOMER_AGE },
          input: value,
        });
      }
    }),
  );
}

const blankToNull = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value);

/** A field the customer may clear: null or a blank string removes it; anything else must pass `schema`. */
export function clearable<O>(schema: z.ZodMiniType<O, string>) {
  return z.pipe(z.pipe(z.nullable(z.string().check(z.maxLength(1000))), z.transform(blankToNull)), z.nullable(schema));
}

/** Any country's customer ID, tidied (the API checks the rule of the customer's country after this). */
const anyNationalId = z.pipe(
  z.pipe(z.string().check(z.maxLength(40)), z.transform(normalizeNationalId)),
  z.string().check(z.minLength(1)),
);

/**
 * A change to the profile: only the fields sent change; null or a blank string removes one. With the customer's
 * country and today's date it applies every rule (the web form, and the API's second pass); without them it
 * checks the shape only (the API's route schema, which cannot know whose request it is).
 */
export function profileUpdateSchema(rules?: { country: Country; today: string }) {
  return z.strictObject({
    name: z.optional(clearable(personNameSchema)),
    surname: z.optional(clearable(personNameSchema)),
    email: z.optional(clearable(profileEmailSchema)),
    national_id: z.optional(clearable(rules ? nationalIdSchema(rules.country) : anyNationalId)),
    birth_date: z.optional(
      clearable(
        rules ? birthDateSchema(rules.today) : z.string().check(z.refine(isCalendarDate, { error: 'validation.date' })),
      ),
    ),
    language: z.optional(clearable(messageLanguageSchema)),
  });
}

export type ProfileUpdate = z.output<ReturnType<typeof profileUpdateSchema>>;

/** The signed-in customer's own details, as the settings page shows and edits them. */
export const customerProfileSchema = z.object({
  code: customerCodeSchema,
  name: z.nullable(z.string()),
  surname: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** E.164; changed with a code sent to the new number (not here). */
  phone: z.nullable(z.string()),
  national_id: z.nullable(z.string()),
  birth_date: z.nullable(z.iso.date()),
  /** The language of SMS and e-mail; null: the country's language. */
  language: z.nullable(messageLanguageSchema),
  country: countrySchema,
  picture: z.nullable(z.url()),
  /** Name, surname and customer ID are set. */
  completed_profile: z.boolean(),
  /** A default delivery address exists. */
  completed_address: z.boolean(),
});

export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const customerProfileResponseSchema = z.object({ data: customerProfileSchema, message: z.optional(z.string()) });

export const customerProfileEndpoint = endpoint({
  method: 'GET',
  path: '/me/profile',
  access: 'customer',
  limit: 'settings',
  response: customerProfileResponseSchema,
  errors: [],
  tags: ['settings'],
  summary: 'The signed-in customer’s profile: name, surname, e-mail, customer ID, birth date, message language',
});

export const updateCustomerProfileEndpoint = endpoint({
  method: 'PATCH',
  path: '/me/profile',
  access: 'customer',
  limit: 'settings',
  body: profileUpdateSchema(),
  response: customerProfileResponseSchema,
  errors: ['profile.email_taken', 'profile.national_id_taken'],
  tags: ['settings'],
  summary: 'Change the profile: only the fields sent change; null or "" removes one',
  description:
    'The customer ID follows the rule of the customer’s country (AZ FIN: 7 characters of 0–9 and A–Z without I ' +
    'and O; UZ PINFL: 14 digits; GE personal number: 11 digits) and is unique in that country. The birth date ' +
    `is a real past day, of someone at least ${MIN_CUSTOMER_AGE}. completed_profile is true while name, surname ` +
    'and customer ID are all set. A taken e-mail or customer ID is 409 without saying whose it is.',
});
