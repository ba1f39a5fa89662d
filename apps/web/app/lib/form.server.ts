import { toFieldIssues } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { translate } from '@yolla/i18n/server';
import { data } from 'react-router';
import type { z } from 'zod/mini';
import { ApiRequestError } from './api.server.ts';
import { fieldErrors, firstMessages, formValues } from './form-errors.ts';

/**
 * What an action answers when a form is refused: the status (400 for input, or the API's own: 401, 409, 429, 503),
 * a message for the whole form, one message per field in the page language, and what the customer typed in the
 * fields the form keeps (never a password), so the page shows the form again as it was.
 */
export interface FormFailure<Kept extends string = string> {
  ok: false;
  status: number;
  message: string | null;
  fields: Record<string, string>;
  values: Partial<Record<Kept, string>>;
}

export type ParsedForm<Output, Kept extends string> =
  { ok: true; data: Output; kept: FormFailure<Kept>['values'] } | FormFailure<Kept>;

const KEPT_LENGTH = 500;

function keptValues<Kept extends string>(form: FormData, keep: readonly Kept[]): Partial<Record<Kept, string>> {
  const kept: Partial<Record<Kept, string>> = {};
  for (const name of keep) {
    const value = form.get(name);
    if (typeof value === 'string') kept[name] = value.slice(0, KEPT_LENGTH);
  }
  return kept;
}

/**
 * The action's half of the form convention: reads the posted form, checks it with the contract's schema (the one
 * the browser checked it with), and answers either the parsed data or a `FormFailure` with each field's message.
 */
export async function readForm<S extends z.ZodMiniType, Kept extends string = never>(
  source: Request | FormData,
  schema: S,
  options: { locale: Locale; keep?: readonly Kept[] },
): Promise<ParsedForm<z.output<S>, Kept>> {
  const form = source instanceof FormData ? source : await source.formData();
  const kept = keptValues(form, options.keep ?? []);
  const parsed = schema.safeParse(formValues(form));
  if (parsed.success) return { ok: true, data: parsed.data, kept };
  const t = (key: string, params?: Record<string, string | number>) => translate(options.locale, key, params);
  return { ok: false, status: 400, message: null, fields: fieldErrors(toFieldIssues(parsed.error), t), values: kept };
}

/**
 * An API refusal as the form shows it: its status, its message (already in the page language) and its field
 * messages on their fields. Anything but an API answer is not the form's business and is thrown again.
 */
export function apiFailure<Kept extends string>(
  error: unknown,
  values: FormFailure<Kept>['values'],
): FormFailure<Kept> {
  if (!(error instanceof ApiRequestError)) throw error;
  return { ok: false, status: error.status, message: error.message, fields: firstMessages(error.fields), values };
}

/**
 * A post that no form of ours sends (no or an unknown intent, a malformed id): 400 with the common "bad request"
 * message in the page language, and nothing on any field.
 */
export function malformedForm(locale: Locale): FormFailure<never> {
  return { ok: false, status: 400, message: translate(locale, 'errors.common.bad_request'), fields: {}, values: {} };
}

/** A refused form as the action's answer, with its status (and whatever else the failure carries, as its intent). */
export function refuse<Failure extends FormFailure>(failure: Failure) {
  return data(failure, { status: failure.status });
}
