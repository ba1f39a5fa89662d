import { ERROR_STATUS, type ErrorCode } from '@yolla/contract';

export interface FieldProblem {
  key: string;
  params?: Record<string, string | number>;
}

/** The codes answered with 429: the ones a rate limit may refuse with. */
export type RateLimitCode = { [C in ErrorCode]: (typeof ERROR_STATUS)[C] extends 429 ? C : never }[ErrorCode];

/**
 * An expected failure with a stable code; the error handler turns it into `{ message, code, errors? }`. Its status
 * is the one the code is declared with (`ERROR_STATUS` in the contract), never written again here.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, FieldProblem[]> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: { fields?: Record<string, FieldProblem[]>; headers?: Record<string, string> } = {},
  ) {
    super(code);
    this.statusCode = ERROR_STATUS[code];
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

export const commonErrors = {
  unauthenticated: () => new ApiError('common.unauthenticated'),
  forbidden: () => new ApiError('common.forbidden'),
  notFound: () => new ApiError('common.not_found'),
  unavailable: (retryAfterSeconds = 5) =>
    new ApiError('common.unavailable', { headers: { 'retry-after': String(retryAfterSeconds) } }),
  rateLimited: (retryAfterSeconds: number, code: RateLimitCode = 'common.rate_limited') =>
    new ApiError(code, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } }),
};
