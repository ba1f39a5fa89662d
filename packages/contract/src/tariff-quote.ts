import { z } from 'zod/mini';
import { countrySchema } from './country-schemas.ts';
import { endpoint } from './endpoint.ts';
import { moneySchema } from './money.ts';
import { originSchema } from './tariffs.ts';

/** A weight in whole grams from a query string: 1 g to 1,000 kg (each route's own maximum is checked after). */
const gramsSchema = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000));
/** A side in centimetres from a query string, one decimal at most: 1 to 1,000 cm (the route's maximum after). */
const sideSchema = z.optional(
  z.coerce.number().check(
    z.minimum(1),
    z.maximum(1000),
    z.refine((value) => Math.round(value * 10) === value * 10, { error: 'validation.invalid' }),
  ),
);

const SIDES = ['length_cm', 'width_cm', 'height_cm'] as const;

/** What the calculator asks: the route, the actual weight and, optionally, all three sides. */
export const tariffQuoteQuerySchema = z
  .object({
    origin: originSchema,
    destination: countrySchema,
    weight_grams: gramsSchema,
    length_cm: sideSchema,
    width_cm: sideSchema,
    height_cm: sideSchema,
  })
  .check(
    z.superRefine((query, ctx) => {
      const given = SIDES.filter((side) => query[side] !== undefined);
      if (given.length === 0 || given.length === SIDES.length) return;
      for (const side of SIDES) {
        if (query[side] === undefined) {
          ctx.addIssue({ code: 'custom', message: 'validation.size_incomplete', path: [side], input: undefined });
        }
      }
    }),
  );

export type TariffQuoteQuery = z.infer<typeof tariffQuoteQuerySchema>;

export const tariffQuoteSchema = z.object({
  origin: originSchema,
  destination: countrySchema,
  actual_grams: z.int(),
  /** L×W×H / divisor when the sides were given, else null. */
  volumetric_grams: z.nullable(z.int()),
  /** Whether the volumetric weight counted: a side was over the route's threshold. */
  volumetric_applies: z.boolean(),
  volumetric_threshold_cm: z.int(),
  volumetric_divisor: z.int(),
  chargeable_grams: z.int(),
  billing: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('tier'), up_to_grams: z.int() }),
    z.object({ kind: z.literal('per_kg'), kilograms: z.int(), per_kg: moneySchema }),
  ]),
  price: moneySchema,
  delivery_days: z.object({ min: z.int(), max: z.int() }),
});

export type TariffQuote = z.infer<typeof tariffQuoteSchema>;

export const tariffQuoteEndpoint = endpoint({
  method: 'GET',
  path: '/tariffs/quote',
  access: 'public',
  query: tariffQuoteQuerySchema,
  response: tariffQuoteSchema,
  errors: ['tariffs.weight_over_limit', 'tariffs.side_over_limit', 'tariffs.route_not_served'],
  tags: ['tariffs'],
  summary: 'The price of one parcel on one route, with the weights that led to it (public)',
  description:
    'Actual, volumetric (L×W×H / divisor, counted when a side exceeds the threshold) and chargeable weight, how ' +
    'the price was reached (a flat tier, or started kilograms at the per-kilogram price) and the price. A parcel ' +
    'over the route’s maximum weight or side is refused with a field error naming the limit. Parcels are charged ' +
    'with the same rule.',
});
