/**
 * The carrier a tracking number most likely belongs to, from its format alone: a hint on the declaration form,
 * never required and never a reason to refuse a number. The first pattern that matches wins.
 */
export const CARRIERS = ['ups', 'usps', 'fedex', 'dhl', 'china_post', 'postal', 'amazon', 'trendyol'] as const;
export type Carrier = (typeof CARRIERS)[number];

const PATTERNS: readonly (readonly [Carrier, RegExp])[] = [
  ['ups', /^1Z[0-9A-Z]{16}$/],
  ['amazon', /^TBA\d{12}$/],
  ['usps', /^(94|93|92|95)\d{20}$/],
  ['trendyol', /^(TY|TYEX)\d{8,14}$/],
  ['china_post', /^[A-Z]{2}\d{9}CN$/],
  // The Universal Postal Union's S10 numbers: two letters, eight digits and a check digit, the country's code.
  ['postal', /^[A-Z]{2}\d{9}[A-Z]{2}$/],
  ['dhl', /^(JJD\d{10,20}|JD\d{16,18}|\d{10})$/],
  ['fedex', /^(\d{12}|\d{15}|\d{20})$/],
];

export function guessCarrier(trackingNumber: string): Carrier | null {
  const normalised = trackingNumber.replace(/\s+/g, '').toUpperCase();
  for (const [carrier, pattern] of PATTERNS) if (pattern.test(normalised)) return carrier;
  return null;
}
