import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fieldError } from './validate.ts';

let common: Set<string> | null = null;

/** The shipped list (`common-passwords/README.md`), read once, on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    gunzipSync(readFileSync(new URL('./common-passwords/common-passwords.txt.gz', import.meta.url)))
      .toString('utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

/** Whether a password is in the list of common and breached passwords (compared lower-cased). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Things about the customer a password must not be: their phone, e-mail, its name part, customer ID, name. */
export interface PasswordContext {
  phone?: string | null | undefined;
  email?: string | null | undefined;
  nationalId?: string | null | undefined;
  name?: string | null | undefined;
  surname?: string | null | undefined;
}

function contextWords(context: PasswordContext): string[] {
  const words: string[] = [];
  if (context.phone) words.push(context.phone, context.phone.replace(/^\+/, ''));
  if (context.email) words.push(context.email, context.email.split('@')[0] ?? '');
  if (context.nationalId) words.push(context.nationalId);
  if (context.name && context.surname)
    words.push(`${context.name}${context.surname}`, `${context.surname}${context.name}`);
  return words.map((word) => word.toLowerCase().replace(/\s+/g, '')).filter((word) => word.length >= 4);
}

/**
 * NIST SP 800-63B's check of a new password beyond its length (the contract's schema checks that): refused when it
 * is in the shipped list of common and breached passwords, is one character repeated, or is the customer's own
 * phone, e-mail, customer ID or name. Throws the field error on `field`, else returns nothing.
 */
export function assertAcceptablePassword(password: string, field: string, context: PasswordContext = {}): void {
  const plain = password.toLowerCase().replace(/\s+/g, '');
  const refused = isCommonPassword(password) || /^(.)\1*$/su.test(plain) || contextWords(context).includes(plain);
  if (refused) throw fieldError(field, 'validation.password_common');
}
