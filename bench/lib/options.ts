import type { LoadOptions } from './measure.ts';

/** A command-line figure that must be a whole number of at least `min`. */
export function wholeNumber(name: string, value: string, min: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`--${name} must be a whole number ≥ ${min}`);
  return number;
}

/** `--duration`, `--connections` and `--warmup` as every load benchmark takes them. */
export const LOAD_OPTIONS = {
  duration: { type: 'string', default: '10' },
  connections: { type: 'string', default: '50' },
  warmup: { type: 'string', default: '2' },
} as const;

export function loadOptionsOf(values: { duration: string; connections: string; warmup: string }): LoadOptions {
  return {
    durationSeconds: wholeNumber('duration', values.duration, 1),
    connections: wholeNumber('connections', values.connections, 1),
    warmupSeconds: wholeNumber('warmup', values.warmup, 0),
  };
}
