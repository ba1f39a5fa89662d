import { ORIGINS } from './countries.ts';
import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { countrySchema } from './country-schemas.ts';
import { moneySchema } from './money.ts';

export const originSchema = z.enum(ORIGINS);

/** A flat price for parcels up to a weight. */
export const tariffTierSchema = z.object({
  up_to_grams: z.int().check(z.positive()),
  price: moneySchema,
});

/**
 * Shipping prices from one warehouse to one destination country: flat tiers up to a weight,
 * then a price per started kilogram above the heaviest tier. Chargeable weight is the larger of
 * actual and volumetric weight (L×W×H / divisor, in cm), the latter counted when a side exceeds the threshold;
 * `pricing.ts` is the rule.
 */
export const tariffSchema = z.object({
  origin: originSchema,
  destination: countrySchema,
  tiers: z.array(tariffTierSchema).check(z.minLength(1)),
  per_kg_above: moneySchema,
  volumetric_divisor: z.int().check(z.positive()),
  /** Volumetric weight counts only when a side is longer than this (cm). */
  volumetric_threshold_cm: z.int().check(z.positive()),
  /** The heaviest parcel the route carries (grams of actual weight). */
  max_weight_grams: z.int().check(z.positive()),
  /** The longest side the route carries (cm). */
  max_side_cm: z.int().check(z.positive()),
  delivery_days: z.object({ min: z.int().check(z.positive()), max: z.int().check(z.positive()) }),
});

export type Tariff = z.infer<typeof tariffSchema>;

export const tariffsQuerySchema = z.object({
  destination: z._default(countrySchema, 'AZ'),
});

export const tariffsResponseSchema = z.object({ data: z.array(tariffSchema) });
export type TariffsResponse = z.infer<typeof tariffsResponseSchema>;

export const tariffsEndpoint = endpoint({
  method: 'GET',
  path: '/tariffs',
  access: 'public',
  query: tariffsQuerySchema,
  response: tariffsResponseSchema,
  errors: [],
  tags: ['tariffs'],
  summary: 'Shipping prices from every warehouse to a destination country (public)',
  description:
    'Flat tiers up to a weight, then a price per started kilogram of the whole weight above the heaviest tier. ' +
    'Chargeable weight is the larger of actual and volumetric weight (L×W×H / volumetric_divisor, in cm), the ' +
    'latter counted when a side exceeds volumetric_threshold_cm. ' +
    'Money is integer minor units with an ISO 4217 currency. Tariffs come in the order of ORIGINS.',
});
