import { z } from 'zod';

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
