import { z } from 'zod/mini';
import { countrySchema } from './country-schemas.ts';

/** Suite code shown in warehouse addresses, e.g. YL12345. */
export const customerCodeSchema = z.string().check(z.regex(/^YL\d{5,9}$/));

export const userSummarySchema = z.object({
  code: customerCodeSchema,
  name: z.nullable(z.string()),
  completed_profile: z.boolean(),
  completed_address: z.boolean(),
  picture: z.nullable(z.url()),
});

export type UserSummary = z.infer<typeof userSummarySchema>;

export const meResponseSchema = z.object({ data: userSummarySchema });

export type MeResponse = z.infer<typeof meResponseSchema>;

/** Version 2 of /me adds the contact details and the country the customer is served in. */
export const profileSchema = z.extend(userSummarySchema, {
  email: z.nullable(z.email()),
  phone: z.nullable(z.string()),
  country: countrySchema,
  created_at: z.iso.datetime(),
});

export type Profile = z.infer<typeof profileSchema>;

export const meV2ResponseSchema = z.object({ data: profileSchema });
