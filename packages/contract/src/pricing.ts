import type { Money } from './money.ts';
import type { Tariff } from './tariffs.ts';

/**
 * The one pricing rule of Yolla: the calculator on the tariffs page quotes with it and a parcel is charged with it.
 *
 * 1. A parcel heavier than the route's maximum, or with a side longer than its maximum, is not carried.
 * 2. Volumetric weight = L×W×H (cm) / the route's divisor, in whole grams rounded up; it counts only when a side
 *    exceeds the route's threshold (usually 60 cm): small boxes are charged by what they weigh.
 * 3. Chargeable weight = the larger of the actual and the counted volumetric weight.
 * 4. Up to the heaviest tier, the price is the flat price of the lightest tier the chargeable weight fits in; above
 *    it, the heaviest tier's price plus the per-kilogram price for each started kilogram beyond that tier (as the
 *    price list says: "$4.00 up to 0.5 kg, $6.50 for each further kilogram").
 */
export interface ParcelSize {
  length_cm: number;
  width_cm: number;
  height_cm: number;
}

export interface ParcelMeasures {
  weight_grams: number;
  size?: ParcelSize | null;
}

export type PricingRules = Pick<
  Tariff,
  'tiers' | 'per_kg_above' | 'volumetric_divisor' | 'volumetric_threshold_cm' | 'max_weight_grams' | 'max_side_cm'
>;

/** How the price was reached: one flat tier, or the heaviest tier and further started kilograms. */
export type Billing =
  | { kind: 'tier'; up_to_grams: number }
  | { kind: 'per_kg'; base: { up_to_grams: number; price: Money }; kilograms: number; per_kg: Money };

export interface PricedParcel {
  ok: true;
  actual_grams: number;
  /** L×W×H / divisor, when a size was given; null without one. */
  volumetric_grams: number | null;
  /** Whether the volumetric weight counted (a side over the threshold). */
  volumetric_applies: boolean;
  chargeable_grams: number;
  billing: Billing;
  price: Money;
}

export interface RefusedParcel {
  ok: false;
  refusal: 'weight_over_limit' | 'side_over_limit';
  /** The route's limit that was passed: grams for weight, centimetres for a side. */
  limit: number;
}

export type Quote = PricedParcel | RefusedParcel;

function sides(size: ParcelSize): number[] {
  return [size.length_cm, size.width_cm, size.height_cm];
}

/** L×W×H (cm) / divisor in kilograms, as whole grams rounded up (a sliver of a gram is still charged). */
export function volumetricGrams(size: ParcelSize, divisor: number): number {
  // Centimetres may have one decimal; rounding the product first keeps 10.1 × 10 × 10 from becoming 1010.0000001.
  const cubic = Math.round(size.length_cm * size.width_cm * size.height_cm * 1000) / 1000;
  return Math.ceil((cubic * 1000) / divisor - 1e-9);
}

export function quoteParcel(rules: PricingRules, parcel: ParcelMeasures): Quote {
  if (parcel.weight_grams > rules.max_weight_grams) {
    return { ok: false, refusal: 'weight_over_limit', limit: rules.max_weight_grams };
  }
  const size = parcel.size ?? null;
  if (size && sides(size).some((side) => side > rules.max_side_cm)) {
    return { ok: false, refusal: 'side_over_limit', limit: rules.max_side_cm };
  }
  const volumetric = size ? volumetricGrams(size, rules.volumetric_divisor) : null;
  const applies = size !== null && sides(size).some((side) => side > rules.volumetric_threshold_cm);
  const chargeable = applies && volumetric !== null ? Math.max(parcel.weight_grams, volumetric) : parcel.weight_grams;
  const tiers = [...rules.tiers].sort((a, b) => a.up_to_grams - b.up_to_grams);
  const tier = tiers.find((candidate) => chargeable <= candidate.up_to_grams);
  const common = {
    ok: true as const,
    actual_grams: parcel.weight_grams,
    volumetric_grams: volumetric,
    volumetric_applies: applies,
    chargeable_grams: chargeable,
  };
  if (tier) return { ...common, billing: { kind: 'tier', up_to_grams: tier.up_to_grams }, price: tier.price };
  const heaviest = tiers.at(-1);
  if (!heaviest) throw new Error('a tariff without tiers cannot be priced');
  if (heaviest.price.currency !== rules.per_kg_above.currency) {
    throw new Error(`a tariff mixes ${heaviest.price.currency} and ${rules.per_kg_above.currency}`);
  }
  const kilograms = Math.ceil((chargeable - heaviest.up_to_grams) / 1000);
  return {
    ...common,
    billing: {
      kind: 'per_kg',
      base: { up_to_grams: heaviest.up_to_grams, price: heaviest.price },
      kilograms,
      per_kg: rules.per_kg_above,
    },
    price: {
      amount: heaviest.price.amount + kilograms * rules.per_kg_above.amount,
      currency: rules.per_kg_above.currency,
    },
  };
}
