import { z } from 'zod/mini';

/** Control characters other than line breaks (which a text area sends as \r\n). */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 32 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** Text on one line: runs of white space become one space; no control characters. */
export const line = (min: number, max: number) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.trim().replace(/\s+/g, ' ')),
    ),
    z.string().check(
      z.minLength(min),
      z.maxLength(max),
      z.refine((value) => !hasControlCharacters(value), { error: 'validation.invalid' }),
    ),
  );

/** Text of a text area: trimmed, line breaks allowed (as \n), other control characters not. */
export const multiline = (min: number, max: number) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.trim().replace(/\r\n?/g, '\n')),
    ),
    z.string().check(
      z.minLength(min),
      z.maxLength(max),
      z.refine((value) => !hasControlCharacters(value), { error: 'validation.invalid' }),
    ),
  );

/** The paths of the strings inside a value (itself, or in its plain objects and arrays) that hold a NUL character. */
function pathsWithNul(value: unknown, path: (string | number)[] = [], found: (string | number)[][] = []) {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => pathsWithNul(item, [...path, index], found));
  } else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) pathsWithNul(item, [...path, key], found);
  }
  return found;
}

const refusingNul = new WeakSet<object>();

/**
 * The schema, refusing a NUL character in any of its text (`validation.invalid` on each field holding one). Text
 * goes to PostgreSQL, which cannot store NUL (a 500); `endpoint()` puts every request's parameters, query and
 * body through this, so no field of any endpoint needs to remember it.
 */
export function withoutNul<S extends z.ZodMiniType>(schema: S): S {
  const checked = schema.check(
    z.superRefine((value, ctx) => {
      for (const path of pathsWithNul(value)) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid', path, input: value });
      }
    }),
  ) as S;
  refusingNul.add(checked);
  return checked;
}

/** Whether a schema came from `withoutNul` (a test walks every endpoint with it). */
export function refusesNul(schema: object): boolean {
  return refusingNul.has(schema);
}
