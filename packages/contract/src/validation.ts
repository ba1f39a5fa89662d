import { z } from 'zod/mini';

/**
 * Validation messages are i18n keys (namespace `validation`), never English text,
 * so the API and the web can each render them in the reader's language.
 * Schemas may name their own key (`{ error: 'validation.phone' }`); every other
 * issue is mapped here from its zod code.
 */
export const VALIDATION_KEYS = [
  'validation.required',
  'validation.invalid',
  'validation.invalid_type',
  'validation.too_short',
  'validation.too_long',
  'validation.too_small',
  'validation.too_big',
  'validation.email',
  'validation.username',
  'validation.invalid_format',
  'validation.invalid_option',
  'validation.unknown_field',
  'validation.person_name',
  'validation.national_id_az',
  'validation.national_id_uz',
  'validation.national_id_ge',
  'validation.date',
  'validation.birth_date',
  'validation.min_age',
  'validation.postal_code_az',
  'validation.postal_code_uz',
  'validation.postal_code_ge',
  'validation.phone_az',
  'validation.phone_uz',
  'validation.phone_ge',
  'validation.address_country',
  'validation.file_too_large',
  'validation.code',
  'validation.terms',
  'validation.deletion_confirm',
  'validation.password_common',
  'validation.same_phone',
  'validation.size_incomplete',
  'validation.weight_max',
  'validation.side_max',
  'validation.number',
  'validation.positive',
  'validation.reply_to',
  'validation.mixed_currencies',
  'validation.total_mismatch',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

type RawIssue = z.core.$ZodRawIssue;

function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

export function issueKey(issue: RawIssue): ValidationKey {
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty(issue.input) ? 'validation.required' : 'validation.invalid_type';
    case 'too_small':
      if (issue.origin === 'string') {
        return isEmpty(issue.input) ? 'validation.required' : 'validation.too_short';
      }
      return 'validation.too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.too_long' : 'validation.too_big';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid_format';
    case 'invalid_value':
      return 'validation.invalid_option';
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    default:
      return 'validation.invalid';
  }
}

let installed = false;

/** Makes every zod message an i18n key. Idempotent; run once per process by importing the contract. */
export function installValidationKeys(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => issueKey(issue) });
}

/** A field's validation problem, ready for translation: the key plus its parameters. */
export interface FieldIssue {
  path: string;
  key: string;
  params: Record<string, string | number>;
}

export function toFieldIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues
    .map((issue) => {
      const params: Record<string, string | number> = {};
      if ('minimum' in issue && (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')) {
        params.min = Number(issue.minimum);
      }
      if ('maximum' in issue && (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')) {
        params.max = Number(issue.maximum);
      }
      if (issue.code === 'custom' && issue.params) {
        for (const [name, value] of Object.entries(issue.params)) {
          if (typeof value === 'number' || typeof value === 'string') params[name] = value;
        }
      }
      const path = issue.path.map(String).join('.');
      const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((k) => ({ path: path ? `${path}.${k}` : k, key, params }));
      }
      return [{ path: path || '_', key, params }];
    })
    .flat();
}
