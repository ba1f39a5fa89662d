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
