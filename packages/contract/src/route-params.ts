import { z } from 'zod/mini';
import { MARKETPLACES } from './sms-codes.ts';

/** Ids of API resources are positive integers in decimal, without leading zeros. */
export const idSchema = z.string().check(z.regex(/^[1-9]\d{0,15}$/));

/** Carrier tracking numbers: 6–40 characters of A–Z, 0–9 and dash. */
export const trackingNumberSchema = z.string().check(z.regex(/^[A-Z0-9-]{6,40}$/, 'validation.tracking_number'));

/** What a customer types into a tracking box: spaces dropped, letters upper-cased, then the strict rule. */
export const trackingInputSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.replace(/\s+/g, '').toUpperCase()),
  ),
  z.pipe(z.string().check(z.minLength(1, 'validation.tracking_number')), trackingNumberSchema),
);

/** The tracking box: one field, `tracking`. */
export const trackingFormSchema = z.object({ tracking: trackingInputSchema });

export const marketplaceSchema = z.enum(MARKETPLACES);
