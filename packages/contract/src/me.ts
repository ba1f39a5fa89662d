import { z } from 'zod';
import { countrySchema } from './countries.ts';

/** Suite code shown in warehouse addresses, e.g. YL12345. */
export const customerCodeSchema = z.string().regex(/^YL\d{5,9}$/);

export const userSummarySchema = z.object({
  code: customerCodeSchema,
  name: z.string().nullable(),
  completed_profile: z.boolean(),
  completed_address: z.boolean(),
  picture: z.url().nullable(),
});

export type UserSummary = z.infer<typeof userSummarySchema>;

export const meResponseSchema = z.object({ data: userSummarySchema });

export type MeResponse = z.infer<typeof meResponseSchema>;

/** Version 2 of /me adds the contact details and the country the customer is served in. */
export const profileSchema = userSummarySchema.extend({
  email: z.email().nullable(),
  phone: z.string().nullable(),
  country: countrySchema,
  created_at: z.iso.datetime(),
});

export type Profile = z.infer<typeof profileSchema>;

export const meV2ResponseSchema = z.object({ data: profileSchema });
