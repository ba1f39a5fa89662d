import type { ApiError as ApiErrorBody, ErrorCode } from '@yolla/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from '@yolla/i18n/server';
import { ApiError, commonErrors, type FieldProblem } from '../lib/api-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'common.bad_request',
  401: 'common.unauthenticated',
  403: 'common.forbidden',
  404: 'common.not_found',
  405: 'common.method_not_allowed',
  413: 'common.payload_too_large',
  415: 'common.unsupported_media_type',
  429: 'common.rate_limited',
  503: 'common.unavailable',
};

function fieldProblemsFromValidation(error: FastifyError): Record<string, FieldProblem[]> {
  const fields: Record<string, FieldProblem[]> = {};
  for (const item of error.validation ?? []) {
    const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const raw = (item.params ?? {}) as Record<string, unknown>;
    const params: Record<string, string | number> = {};
    for (const name of ['minimum', 'maximum'] as const) {
      const value = raw[name];
      if (typeof value === 'number' || typeof value === 'bigint') {
        params[name === 'minimum' ? 'min' : 'max'] = Number(value);
      }
    }
    const key =
      typeof item.message === 'string' && item.message.startsWith('validation.') ? item.message : 'validation.invalid';
    const keys = Array.isArray(raw.keys) ? raw.keys.map(String) : [];
    const paths =
      item.keyword === 'unrecognized_keys' && keys.length
        ? keys.map((k) => (path === '_' ? k : `${path}.${k}`))
        : [path];
    for (const p of paths) (fields[p] ??= []).push({ key, params });
  }
  return fields;
}

function translateFields(request: FastifyRequest, fields: Record<string, FieldProblem[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, problems] of Object.entries(fields)) {
    out[path] = problems.map(({ key, params = {} }) => {
      const count = params.min ?? params.max;
      return translate(request.locale, key, count === undefined ? params : { ...params, count });
    });
  }
  return out;
}

/** `{ message, code, errors? }` of an error, in the request's language. */
export function errorBody(request: FastifyRequest, error: ApiError): ApiErrorBody {
  const body: ApiErrorBody = { message: request.t(`errors.${error.code}`), code: error.code };
  if (error.fields && Object.keys(error.fields).length) body.errors = translateFields(request, error.fields);
  return body;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.statusCode).headers(error.headers).send(errorBody(request, error));
}

function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new ApiError('common.validation_failed', { fields: fieldProblemsFromValidation(error) });
  }
  if (isDatabaseUnavailable(error)) return commonErrors.unavailable();
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  const code = STATUS_CODES[status];
  if (status >= 400 && status < 500 && code) return new ApiError(code);
  if (status === 503) return commonErrors.unavailable();
  return new ApiError('common.internal');
}

/**
 * Any thrown error as an ApiError with a stable code, logged: 5xx with the cause (never sent),
 * framework rejections (validation, bad body) with their reason. Route-level error handlers
 * (the OAuth endpoints) start from this too.
 */
export function reportError(error: FastifyError, request: FastifyRequest): ApiError {
  const apiError = toApiError(error);
  if (apiError.statusCode >= 500) {
    request.log.error({ err: error, code: apiError.code }, 'request failed');
  } else if (!(error instanceof ApiError)) {
    request.log.info({ code: apiError.code, reason: error.code }, 'request rejected');
  }
  return apiError;
}

/** One error handler: `{ message, code, errors? }` in the request's language; 5xx never carry internals. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) =>
      sendError(request, reply, reportError(error, request)),
    );
    app.setNotFoundHandler((request, reply) => sendError(request, reply, new ApiError('common.not_found')));
  },
  { name: 'errors', dependencies: ['i18n'] },
);
