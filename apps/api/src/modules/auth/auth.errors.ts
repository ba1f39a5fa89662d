import { ApiError, commonErrors } from '../../lib/api-error.ts';

export const authErrors = {
  /** Same status and body whether the account exists or not. */
  invalidCredentials: () => new ApiError(400, 'auth.invalid_credentials'),
  invalidClient: () => new ApiError(401, 'auth.invalid_client'),
  /** A redeemed code with no account behind it answers like a wrong code. */
  invalidCode: () => new ApiError(400, 'codes.invalid_code', { fields: { code: [{ key: 'validation.code' }] } }),
  invalidRefreshToken: () => new ApiError(400, 'auth.invalid_refresh_token'),
  accountBlocked: () => new ApiError(403, 'auth.account_blocked'),
  tooManyAttempts: (retryAfterSeconds: number) => commonErrors.rateLimited(retryAfterSeconds, 'auth.too_many_attempts'),
};
