import type { ErrorCode, OAuthErrorCode } from '@yolla/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../lib/api-error.ts';
import { errorBody, reportError, sendError } from '../../../plugins/errors.ts';
import { authErrors } from '../auth.errors.ts';

/** Failures of the OAuth protocol itself; the grants throw their own (`authErrors`). */
export const oauthErrors = {
  invalidClient: authErrors.invalidClient,
  unsupportedGrantType: () =>
    new ApiError('auth.unsupported_grant_type', {
      fields: { grant_type: [{ key: 'validation.invalid_option' }] },
    }),
  invalidScope: () => new ApiError('auth.invalid_scope'),
  multipleClientAuthentication: () => new ApiError('auth.multiple_client_authentication'),
};

/**
 * The RFC 6749 §5.2 `error` of each house code the token and revocation endpoints answer with.
 * Any other 4xx there (validation, unreadable or oversized body, wrong content type) is `invalid_request`.
 */
const OAUTH_ERROR_OF: Partial<Record<ErrorCode, OAuthErrorCode>> = {
  'auth.invalid_client': 'invalid_client',
  'auth.invalid_credentials': 'invalid_grant',
  'auth.invalid_refresh_token': 'invalid_grant',
  'auth.account_blocked': 'invalid_grant',
  'codes.invalid_code': 'invalid_grant',
  'codes.expired': 'invalid_grant',
  'passkeys.invalid': 'invalid_grant',
  'passkeys.challenge_expired': 'invalid_grant',
  'auth.unsupported_grant_type': 'unsupported_grant_type',
  'auth.invalid_scope': 'invalid_scope',
  'auth.multiple_client_authentication': 'invalid_request',
  'identity.failed': 'invalid_grant',
  'identity.phone_required': 'invalid_grant',
  'identity.not_offered': 'unauthorized_client',
};

/** Throttling (429 + Retry-After) and server failures (5xx) are not OAuth errors: they keep their status and body. */
export function oauthErrorOf(error: ApiError): OAuthErrorCode | null {
  if (error.statusCode === 429 || error.statusCode >= 500) return null;
  return OAUTH_ERROR_OF[error.code] ?? 'invalid_request';
}

/** The house codes that become OAuth errors; their English messages are `error_description`s, so ASCII (tested). */
export const OAUTH_MAPPED_CODES = Object.keys(OAUTH_ERROR_OF) as ErrorCode[];

const BASIC_SCHEME = /^basic(\s|$)/i;

export function usesBasicAuthentication(request: FastifyRequest): boolean {
  return BASIC_SCHEME.test(request.headers.authorization ?? '');
}

/**
 * The error handler of the OAuth endpoints, the one place where house errors become RFC 6749
 * §5.2 answers: the house body (`message`, `code`, `errors`) plus `error` and `error_description`
 * (the same translated message), status 400, or 401 for `invalid_client` with a Basic challenge
 * when the client tried Basic.
 */
export function oauthErrorHandler(issuer: string) {
  const challenge = `Basic realm="${issuer}", charset="UTF-8"`;
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const apiError = reportError(error, request);
    const oauthError = oauthErrorOf(apiError);
    if (!oauthError) return sendError(request, reply, apiError);
    const body = errorBody(request, apiError);
    const unauthorized = oauthError === 'invalid_client';
    if (unauthorized && usesBasicAuthentication(request)) reply.header('www-authenticate', challenge);
    return reply
      .code(unauthorized ? 401 : 400)
      .headers(apiError.headers)
      .send({ ...body, error: oauthError, error_description: body.message });
  };
}
