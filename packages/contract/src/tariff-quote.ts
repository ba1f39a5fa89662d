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
    z.object({
      kind: z.literal('per_kg'),
      /** The heaviest tier, charged in full, then `kilograms` started kilograms beyond it at `per_kg`. */
      base: z.object({ up_to_grams: z.int(), price: moneySchema }),
      kilograms: z.int(),
      per_kg: moneySchema,
    }),
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
    'the price was reached (a flat tier, or the heaviest tier plus each started kilogram beyond it at the per-kilogram price) and the price. A parcel ' +
    'over the route’s maximum weight or side is refused with a field error naming the limit. Parcels are charged ' +
    'with the same rule.',
});

/**
 * A decimal number as a person types it ("1.5" or "1,5"), with at most `decimals` digits after the point. A minus
 * is read too, so that "-5" is answered by the field's own range ("more than zero"), not as no number at all.
 */
function typedDecimal(decimals: number) {
  const pattern = new RegExp(`^-?\\d{1,7}([.]\\d{1,${decimals}})?$`);
  return z.pipe(
    z.pipe(
      z.string().check(z.maxLength(20)),
      z.transform((value: string) => value.trim().replace(',', '.')),
    ),
    z
      .string()
      .check(
        z.minLength(1, { error: 'validation.required', abort: true }),
        z.regex(pattern, { error: 'validation.number', abort: true }),
      ),
  );
}

/** The weight field in kilograms, to whole grams: more than zero, at most 1,000 kg. */
const weightKgField = z.pipe(
  z.pipe(
    typedDecimal(3),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(
        z.refine((kg) => kg > 0, { error: 'validation.positive', abort: true }),
        z.maximum(1000),
      ),
    ),
  ),
  z.transform((kg: number) => Math.round(kg * 1000)),
);

/** A side field in centimetres: blank for none, else 1 to 1,000 cm with one decimal at most. */
const sideCmField = z.pipe(
  z.pipe(
    z.optional(z.string().check(z.maxLength(20))),
    z.transform((value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value)),
  ),
  z.optional(
    z.pipe(
      typedDecimal(1),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z.number().check(z.minimum(1), z.maximum(1000)),
      ),
    ),
  ),
);

/**
 * The calculator's form (the tariffs page): weight in kilograms and sides in centimetres as typed, checked in the
 * browser and by the page's action alike, and turned into the API's question (whole grams).
 */
export const tariffCalculatorFormSchema = z
  .object({
    origin: originSchema,
    destination: countrySchema,
    weight_kg: weightKgField,
    length_cm: sideCmField,
    width_cm: sideCmField,
    height_cm: sideCmField,
  })
  .check(
    z.superRefine((form, ctx) => {
      const given = SIDES.filter((side) => form[side] !== undefined);
      if (given.length === 0 || given.length === SIDES.length) return;
      for (const side of SIDES) {
        if (form[side] === undefined) {
          ctx.addIssue({ code: 'custom', message: 'validation.size_incomplete', path: [side], input: undefined });
        }
      }
    }),
  );

export type TariffCalculatorForm = z.output<typeof tariffCalculatorFormSchema>;

/** The form's answer as the API's question. */
export function calculatorQuery(form: TariffCalculatorForm): TariffQuoteQuery {
  const { weight_kg, length_cm, width_cm, height_cm, ...route } = form;
  return {
    ...route,
    weight_grams: weight_kg,
    ...(length_cm !== undefined && width_cm !== undefined && height_cm !== undefined
      ? { length_cm, width_cm, height_cm }
      : {}),
  };
}
