import { ApiError } from '../../lib/api-error.ts';

export const authErrors = {
  /** Same status and body whether the account exists or not. */
  invalidCredentials: () => new ApiError('auth.invalid_credentials'),
  invalidClient: () => new ApiError('auth.invalid_client'),
  invalidRefreshToken: () => new ApiError('auth.invalid_refresh_token'),
  accountBlocked: () => new ApiError('auth.account_blocked'),
};
