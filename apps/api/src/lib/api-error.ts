import type { ErrorCode } from '@yolla/contract';

export interface FieldProblem {
  key: string;
  params?: Record<string, string | number>;
}

/** An expected failure with a stable code; the error handler turns it into `{ message, code, errors? }`. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, FieldProblem[]> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    code: ErrorCode,
    options: { fields?: Record<string, FieldProblem[]>; headers?: Record<string, string> } = {},
  ) {
    super(code);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

export const commonErrors = {
  unauthenticated: () => new ApiError(401, 'common.unauthenticated'),
  forbidden: () => new ApiError(403, 'common.forbidden'),
  notFound: () => new ApiError(404, 'common.not_found'),
  unavailable: (retryAfterSeconds = 5) =>
    new ApiError(503, 'common.unavailable', { headers: { 'retry-after': String(retryAfterSeconds) } }),
  rateLimited: (retryAfterSeconds: number, code: ErrorCode = 'common.rate_limited') =>
    new ApiError(429, code, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } }),
};
