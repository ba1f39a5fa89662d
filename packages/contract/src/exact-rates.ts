/**
 * Exchange rates as exact fractions of integers, never floats (decision 0034). A rate says how many units of the
 * quote currency one unit of the base currency buys; every currency of the product has two decimals, so a rate
 * converts minor units to minor units unchanged in scale. Zod-free: the declaration form converts in the browser
 * with the same code the API converts with on the server.
 */
export interface Rate {
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,12}))?$/;

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduced(numerator: bigint, denominator: bigint): Rate {
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

function decimal(text: string): Rate | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return reduced(BigInt(`${match[1]}${fraction}`), 10n ** BigInt(fraction.length));
}

/**
 * Reads a rate written as a decimal (`1.7`, the rates table's form) or as a quotient of two decimals (`17/10`,
 * `12050/1.7`, the form `formatRate` writes). Null for anything else, zero included: no rate is zero.
 */
export function parseRate(text: string): Rate | null {
  const [top = '', bottom, extra] = text.split('/');
  if (extra !== undefined) return null;
  const numerator = decimal(top);
  const denominator = bottom === undefined ? { numerator: 1n, denominator: 1n } : decimal(bottom);
  if (!numerator || !denominator || numerator.numerator === 0n || denominator.numerator === 0n) return null;
  return reduced(numerator.numerator * denominator.denominator, numerator.denominator * denominator.numerator);
}

/** `17/10`, or `3` when the rate is whole: what `parseRate` reads back exactly. */
export function formatRate(rate: Rate): string {
  return rate.denominator === 1n ? `${rate.numerator}` : `${rate.numerator}/${rate.denominator}`;
}

/**
 * A rate as text, exactly: a decimal when it has one (`1.7`, `0.04`), else the quotient `parseRate` reads (`10/17`,
 * a pair's reverse or a rate crossed through USD).
 */
export function rateText(rate: Rate): string {
  let rest = rate.denominator;
  let places = 0;
  for (const prime of [2n, 5n]) {
    let count = 0;
    while (rest % prime === 0n) [rest, count] = [rest / prime, count + 1];
    places = Math.max(places, count);
  }
  if (rest !== 1n) return formatRate(rate);
  const digits = String((rate.numerator * 10n ** BigInt(places)) / rate.denominator).padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

export const UNIT_RATE: Rate = { numerator: 1n, denominator: 1n };

export function invertRate(rate: Rate): Rate {
  return { numerator: rate.denominator, denominator: rate.numerator };
}

/** A → B then B → C is A → C. */
export function chainRates(first: Rate, second: Rate): Rate {
  return reduced(first.numerator * second.numerator, first.denominator * second.denominator);
}

/** `numerator / denominator` of non-negative integers, rounded half up (half a minor unit goes up). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** Minor units of the base currency in minor units of the quote currency, rounded half up to a whole minor unit. */
export function convertMinor(amount: number, rate: Rate): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not an amount of minor units: ${amount}`);
  return Number(divideHalfUp(BigInt(amount) * rate.numerator, rate.denominator));
}

/** `basisPoints` hundredths of a percent of `amount` (1500 = 15 %), rounded half up to a whole minor unit. */
export function percentOf(amount: number, basisPoints: number): number {
  if (amount <= 0 || basisPoints <= 0) return 0;
  return Number(divideHalfUp(BigInt(amount) * BigInt(basisPoints), 10_000n));
}
