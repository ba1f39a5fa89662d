import { z } from 'zod';

/** Ids of API resources are positive integers in decimal, without leading zeros. */
export const idSchema = z.string().regex(/^[1-9]\d{0,15}$/);

/** Carrier tracking numbers: 6–40 characters of A–Z, 0–9 and dash. */
export const trackingNumberSchema = z.string().regex(/^[A-Z0-9-]{6,40}$/);

/** What a customer types into a tracking box: spaces dropped, letters upper-cased, then the strict rule. */
export const trackingInputSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1).pipe(trackingNumberSchema));

/** Online marketplaces whose SMS codes the cabinet shows (`/cabinet/{marketplace}-sms`). */
export const MARKETPLACES = ['trendyol'] as const;
export type Marketplace = (typeof MARKETPLACES)[number];
export const marketplaceSchema = z.enum(MARKETPLACES);
