import { describe, expect, it } from 'vitest';
import { quoteParcel, volumetricGrams, type ParcelSize, type PricingRules } from './pricing.ts';
import { calculatorQuery, tariffCalculatorFormSchema, tariffQuoteQuerySchema } from './tariff-quote.ts';
import { installValidationKeys } from './validation.ts';

installValidationKeys();

const usd = (amount: number) => ({ amount, currency: 'USD' });

/** Turkey → Azerbaijan as published: 250 g $2.50, 500 g $4.00, then $6.50 per started kilogram. */
const TR_AZ: PricingRules = {
  tiers: [
    { up_to_grams: 500, price: usd(400) },
    { up_to_grams: 250, price: usd(250) },
  ],
  per_kg_above: usd(650),
  volumetric_divisor: 6000,
  volumetric_threshold_cm: 60,
  max_weight_grams: 30_000,
  max_side_cm: 150,
};

const box = (length_cm: number, width_cm: number, height_cm: number): ParcelSize => ({
  length_cm,
  width_cm,
  height_cm,
});

describe('the price of a parcel by weight alone', () => {
  it.each([
    // grams, price in cents, how it was billed
    [1, 250, 'tier ≤ 250 g'],
    [250, 250, 'tier ≤ 250 g (edge)'],
    [251, 400, 'tier ≤ 500 g'],
    [500, 400, 'tier ≤ 500 g (edge)'],
    [501, 400 + 650, '500 g + 1 started kg'],
    [1500, 400 + 650, '500 g + 1 kg exactly'],
    [1501, 400 + 2 * 650, '500 g + 2 started kg'],
    [12_345, 400 + 12 * 650, '500 g + 12 started kg'],
    [30_000, 400 + 30 * 650, 'the route maximum'],
  ])('%i g costs %i cents (%s)', (grams, cents) => {
    const quote = quoteParcel(TR_AZ, { weight_grams: grams });
    expect(quote.ok && quote.price).toEqual(usd(cents));
    expect(quote.ok && quote.chargeable_grams).toBe(grams);
  });

  it('says which tier or how many kilograms were billed', () => {
    expect(quoteParcel(TR_AZ, { weight_grams: 300 })).toMatchObject({ billing: { kind: 'tier', up_to_grams: 500 } });
    expect(quoteParcel(TR_AZ, { weight_grams: 2500 })).toMatchObject({
      billing: { kind: 'per_kg', base: { up_to_grams: 500, price: usd(400) }, kilograms: 2, per_kg: usd(650) },
    });
  });

  it('never makes a heavier parcel cheaper', () => {
    let previous = 0;
    for (let grams = 1; grams <= 30_000; grams += 37) {
      const quote = quoteParcel(TR_AZ, { weight_grams: grams });
      if (!quote.ok) throw new Error(`refused ${grams} g`);
      expect(quote.price.amount).toBeGreaterThanOrEqual(previous);
      previous = quote.price.amount;
    }
  });
});

describe('volumetric weight', () => {
  it.each([
    // sides (cm), grams of L×W×H / 6000
    [box(60, 40, 40), 16_000],
    [box(10, 10, 10), 167],
    [box(61, 10, 10), 1017],
    [box(10.5, 20, 30), 1050],
    [box(33.3, 33.3, 33.3), 6155],
  ])('of %o is %i g, rounded up to the gram', (size, grams) => {
    expect(volumetricGrams(size, 6000)).toBe(grams);
  });

  it.each([
    // sides, actual grams, counted?, chargeable grams, cents
    [box(60, 50, 50), 2000, false, 2000, 400 + 2 * 650], // no side over 60 cm: by weight, though 25 kg by volume
    [box(61, 50, 50), 2000, true, 25_417, 400 + 25 * 650], // one side over: the volume counts
    [box(50, 61, 10), 2000, true, 5084, 400 + 5 * 650], // any side, not only the first
    [box(100, 20, 10), 5000, true, 5000, 400 + 5 * 650], // counted, but the parcel weighs more than its volume
    [box(70, 5, 5), 200, true, 292, 400], // a long thin parcel moves from the 250 g tier to the 500 g one
  ])('for %o weighing %i g: counted %s, chargeable %i g, %i cents', (size, actual, applies, chargeable, cents) => {
    const quote = quoteParcel(TR_AZ, { weight_grams: actual, size });
    expect(quote).toMatchObject({
      ok: true,
      actual_grams: actual,
      volumetric_applies: applies,
      chargeable_grams: chargeable,
      price: usd(cents),
    });
  });

  it('is reported as null without a size', () => {
    expect(quoteParcel(TR_AZ, { weight_grams: 800 })).toMatchObject({
      volumetric_grams: null,
      volumetric_applies: false,
    });
  });
});

describe('what a route does not carry', () => {
  it.each([
    [{ weight_grams: 30_001 }, 'weight_over_limit', 30_000],
    [{ weight_grams: 1000, size: box(151, 10, 10) }, 'side_over_limit', 150],
    [{ weight_grams: 1000, size: box(10, 10, 150.5) }, 'side_over_limit', 150],
  ])('refuses %o: %s (limit %i)', (parcel, refusal, limit) => {
    expect(quoteParcel(TR_AZ, parcel)).toEqual({ ok: false, refusal, limit });
  });

  it('carries a parcel exactly at the limits', () => {
    expect(quoteParcel(TR_AZ, { weight_grams: 30_000, size: box(150, 150, 10) }).ok).toBe(true);
  });
});

describe('the calculator’s question', () => {
  const base = { origin: 'TR', destination: 'AZ', weight_grams: '1200' };
  const problems = (input: Record<string, string>) => {
    const result = tariffQuoteQuerySchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('reads numbers from a query string', () => {
    expect(tariffQuoteQuerySchema.parse({ ...base, length_cm: '61', width_cm: '40.5', height_cm: '3' })).toEqual({
      origin: 'TR',
      destination: 'AZ',
      weight_grams: 1200,
      length_cm: 61,
      width_cm: 40.5,
      height_cm: 3,
    });
  });

  it.each([
    [{ weight_grams: '0' }, 'weight_grams: validation.too_small'],
    [{ weight_grams: '-5' }, 'weight_grams: validation.too_small'],
    [{ weight_grams: '1.5' }, 'weight_grams: validation.invalid_type'],
    [{ length_cm: '0', width_cm: '1', height_cm: '1' }, 'length_cm: validation.too_small'],
    [{ length_cm: '10.25', width_cm: '1', height_cm: '1' }, 'length_cm: validation.invalid'],
    [{ origin: 'FR' }, 'origin: validation.invalid_option'],
    [{ length_cm: '20' }, 'width_cm: validation.size_incomplete'],
  ])('refuses %o with a field message', (change, message) => {
    expect(problems({ ...base, ...change })).toContain(message);
  });
});

describe('the calculator’s form', () => {
  const base = { origin: 'US', destination: 'UZ', weight_kg: '1,25', length_cm: '', width_cm: '', height_cm: '' };
  const problems = (input: Record<string, string>) => {
    const result = tariffCalculatorFormSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('reads kilograms with a comma or a point into whole grams, blank sides as none', () => {
    const form = tariffCalculatorFormSchema.parse(base);
    expect(calculatorQuery(form)).toEqual({ origin: 'US', destination: 'UZ', weight_grams: 1250 });
    const boxed = tariffCalculatorFormSchema.parse({
      ...base,
      weight_kg: ' 0.2 ',
      length_cm: '61,5',
      width_cm: '20',
      height_cm: '3',
    });
    expect(calculatorQuery(boxed)).toEqual({
      origin: 'US',
      destination: 'UZ',
      weight_grams: 200,
      length_cm: 61.5,
      width_cm: 20,
      height_cm: 3,
    });
  });

  it.each([
    [{ weight_kg: '' }, 'weight_kg: validation.required'],
    [{ weight_kg: 'two' }, 'weight_kg: validation.number'],
    [{ weight_kg: '-5' }, 'weight_kg: validation.positive'],
    [{ weight_kg: '-0,5' }, 'weight_kg: validation.positive'],
    [{ weight_kg: '--5' }, 'weight_kg: validation.number'],
    [{ weight_kg: '0' }, 'weight_kg: validation.positive'],
    [{ weight_kg: '0.0004' }, 'weight_kg: validation.number'],
    [{ weight_kg: '1001' }, 'weight_kg: validation.too_big'],
    [{ length_cm: '40' }, 'height_cm: validation.size_incomplete'],
    [{ length_cm: '0', width_cm: '5', height_cm: '5' }, 'length_cm: validation.too_small'],
    [{ length_cm: '-5', width_cm: '5', height_cm: '5' }, 'length_cm: validation.too_small'],
    [{ length_cm: '10.25', width_cm: '5', height_cm: '5' }, 'length_cm: validation.number'],
  ])('refuses %o with a field message', (change, message) => {
    expect(problems({ ...base, ...change })).toContain(message);
  });
});
