import type { FieldIssue } from '@yolla/contract';
import type { MessageKey, TranslateParams } from '@yolla/i18n';

/** Schema issues carry their message keys as data, so they are translated by a run-time-checked function. */
type Translate = (key: string, params?: TranslateParams) => string;

/**
 * One message per field, in the reader's language, from the contract's field issues (`toFieldIssues` of a zod
 * error, whose messages are i18n keys). Types only here, so this stays out of pages that validate nothing.
 */
export function fieldErrors(issues: FieldIssue[], t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    if (out[issue.path]) continue;
    const count = issue.params.min ?? issue.params.max;
    out[issue.path] = t(issue.key, count === undefined ? issue.params : { ...issue.params, count });
  }
  return out;
}

/** What a form holds, as the schema reads it: text fields by name; a name given twice or more, a list. */
export function formValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue;
    const before = values[name];
    values[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return values;
}

/** The first message of each field of an API validation error. */
export function firstMessages(fields: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields)) if (messages[0]) out[field] = messages[0];
  return out;
}

/** `validation.required` → `required`: the key within the validation namespace, for its `t`. */
export function validationKey(key: string): MessageKey<'validation'> {
  return key.replace(/^validation\./, '') as MessageKey<'validation'>;
}
