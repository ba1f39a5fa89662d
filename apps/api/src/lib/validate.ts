import { toFieldIssues } from '@yolla/contract';
import type { z } from 'zod/mini';
import { ApiError, type FieldProblem } from './api-error.ts';

/**
 * Validates with a schema only known in the handler (one that depends on the customer's country or today's date):
 * the parsed value, or 400 `common.validation_failed` with the problems per field, like the route schemas give.
 */
export function validateWith<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError('common.validation_failed', { fields: fieldProblems(result.error) });
}

/** One field's problem as a validation failure (a rule checked against the database, say). */
export function fieldError(path: string, key: string, params: Record<string, string | number> = {}): ApiError {
  return new ApiError('common.validation_failed', { fields: { [path]: [{ key, params }] } });
}

function fieldProblems(error: z.core.$ZodError): Record<string, FieldProblem[]> {
  const fields: Record<string, FieldProblem[]> = {};
  for (const { path, key, params } of toFieldIssues(error)) (fields[path] ??= []).push({ key, params });
  return fields;
}
