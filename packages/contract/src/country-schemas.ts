import { z } from 'zod/mini';
import { COUNTRIES } from './countries.ts';

export const countrySchema = z.enum(COUNTRIES);

/** The header's country picker. */
export const preferencesSchema = z.object({
  intent: z.literal('country'),
  country: countrySchema,
  redirect: z.optional(z.string().check(z.maxLength(2000))),
});
