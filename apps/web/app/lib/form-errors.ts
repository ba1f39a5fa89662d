import { toFieldIssues } from '@yolla/contract';
import type { z } from 'zod/mini';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** One message per field, in the reader's language, from a zod error whose messages are i18n keys. */
export function fieldErrors(error: z.core.$ZodError, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of toFieldIssues(error)) {
    if (out[issue.path]) continue;
    const count = issue.params.min ?? issue.params.max;
    out[issue.path] = t(issue.key, count === undefined ? issue.params : { ...issue.params, count });
  }
  return out;
}

/** The first message of each field of an API validation error. */
export function firstMessages(fields: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields)) if (messages[0]) out[field] = messages[0];
  return out;
}

/** `validation.required` → `validation:required`: our keys name their namespace first; i18next wants a colon. */
export function namespaced(key: string): string {
  const dot = key.indexOf('.');
  return dot > 0 ? `${key.slice(0, dot)}:${key.slice(dot + 1)}` : key;
}
