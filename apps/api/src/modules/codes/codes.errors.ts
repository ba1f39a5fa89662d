import { ApiError, commonErrors } from '../../lib/api-error.ts';

export const codeErrors = {
  /** A wrong code (or none was sent that could match): the same answer either way. */
  invalidCode: () => new ApiError('codes.invalid_code', { fields: { code: [{ key: 'validation.code' }] } }),
  /** Redeemed, replaced by a newer one, past its 10 minutes, or tried 5 times wrongly. */
  expired: () => new ApiError('codes.expired'),
  /** The ticket names no code of this purpose (and this customer), or too long ago to resend. */
  sessionExpired: () => new ApiError('codes.session_expired'),
  resendTooSoon: (retryAfterSeconds: number) => commonErrors.rateLimited(retryAfterSeconds, 'codes.resend_too_soon'),
  tooManyCodes: (retryAfterSeconds: number) => commonErrors.rateLimited(retryAfterSeconds, 'codes.too_many_codes'),
};
