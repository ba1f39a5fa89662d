import { z } from 'zod/mini';

/**
 * Stable error codes of the API. A code never changes meaning once shipped;
 * clients branch on it, never on the human-readable message.
 */
export const ERROR_CODES = [
  'common.validation_failed',
  'common.bad_request',
  'common.unauthenticated',
  'common.forbidden',
  'common.not_found',
  'common.method_not_allowed',
  'common.payload_too_large',
  'common.unsupported_media_type',
  'common.rate_limited',
  'common.unavailable',
  'common.internal',
  'auth.invalid_credentials',
  'auth.invalid_client',
  'auth.invalid_refresh_token',
  'auth.too_many_attempts',
  'auth.account_blocked',
  'auth.unsupported_grant_type',
  'auth.invalid_scope',
  'auth.multiple_client_authentication',
  'profile.email_taken',
  'profile.national_id_taken',
  'picture.missing',
  'picture.too_large',
  'picture.unsupported_type',
  'picture.unreadable',
  'deletion.wrong_password',
  'deletion.pending_money',
  'deletion.pending_parcels',
  'addresses.limit_reached',
  'addresses.default_required',
  'codes.invalid_code',
  'codes.expired',
  'codes.session_expired',
  'codes.resend_too_soon',
  'codes.too_many_codes',
  'registration.not_offered',
  'account.wrong_password',
  'account.phone_taken',
  'tariffs.weight_over_limit',
  'tariffs.side_over_limit',
  'tariffs.route_not_served',
  'content.not_found',
  'identity.not_offered',
  'identity.failed',
  'identity.phone_required',
  'identity.expired',
  'passkeys.invalid',
  'passkeys.challenge_expired',
  'passkeys.limit_reached',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorCodeSchema = z.enum(ERROR_CODES);

/** The status each code is answered with (the OAuth endpoints answer their own codes with 400 or 401, RFC 6749). */
export const ERROR_STATUS = {
  'common.validation_failed': 400,
  'common.bad_request': 400,
  'common.unauthenticated': 401,
  'common.forbidden': 403,
  'common.not_found': 404,
  'common.method_not_allowed': 405,
  'common.payload_too_large': 413,
  'common.unsupported_media_type': 415,
  'common.rate_limited': 429,
  'common.unavailable': 503,
  'common.internal': 500,
  'auth.invalid_credentials': 400,
  'auth.invalid_client': 401,
  'auth.invalid_refresh_token': 400,
  'auth.too_many_attempts': 429,
  'auth.account_blocked': 403,
  'auth.unsupported_grant_type': 400,
  'auth.invalid_scope': 400,
  'auth.multiple_client_authentication': 400,
  'profile.email_taken': 409,
  'profile.national_id_taken': 409,
  'picture.missing': 400,
  'picture.too_large': 413,
  'picture.unsupported_type': 415,
  'picture.unreadable': 400,
  'deletion.wrong_password': 400,
  'deletion.pending_money': 409,
  'deletion.pending_parcels': 409,
  'addresses.limit_reached': 409,
  'addresses.default_required': 409,
  'codes.invalid_code': 400,
  'codes.expired': 400,
  'codes.session_expired': 400,
  'codes.resend_too_soon': 429,
  'codes.too_many_codes': 429,
  'registration.not_offered': 403,
  'account.wrong_password': 400,
  'account.phone_taken': 409,
  'tariffs.weight_over_limit': 422,
  'tariffs.side_over_limit': 422,
  'tariffs.route_not_served': 404,
  'content.not_found': 404,
  'identity.not_offered': 403,
  'identity.failed': 400,
  'identity.phone_required': 400,
  'identity.expired': 400,
  'passkeys.invalid': 400,
  'passkeys.challenge_expired': 400,
  'passkeys.limit_reached': 409,
} as const satisfies Record<ErrorCode, number>;

/** What any endpoint may answer with, whatever it does: bad input, throttling, an outage, a failure. */
export const COMMON_ERRORS = [
  'common.validation_failed',
  'common.bad_request',
  'common.payload_too_large',
  'common.unsupported_media_type',
  'common.rate_limited',
  'common.unavailable',
  'common.internal',
] as const satisfies readonly ErrorCode[];

/**
 * Every non-2xx API answer has this body. `errors` holds messages per field path. The OAuth
 * endpoints (token, revocation) add RFC 6749 §5.2's `error` and `error_description`.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: errorCodeSchema,
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/** A 2xx answer may carry a message that the web shows as a success toast. */
export const apiMessageSchema = z.object({ message: z.optional(z.string()) });
