import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
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

/** The signed-in customer's summary: the spec's current-user call. */
export const meEndpoint = endpoint({
  method: 'GET',
  path: '/me',
  access: 'customer',
  response: meResponseSchema,
  errors: [],
  tags: ['customer'],
  summary: 'The signed-in customer: suite code, name, picture and what is left to complete',
});

/** Version 2 of the current-user call: the summary plus contact details and country. */
export const profileEndpoint = endpoint({
  method: 'GET',
  path: '/me',
  version: 2,
  access: 'customer',
  response: meV2ResponseSchema,
  errors: [],
  tags: ['customer'],
  summary: 'The signed-in customer with contact details and country (version 2)',
});
