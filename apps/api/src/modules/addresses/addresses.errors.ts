import { ApiError } from '../../lib/api-error.ts';

export const addressErrors = {
  limitReached: () => new ApiError('addresses.limit_reached'),
  /** An open courier order goes to it. */
  inUse: () => new ApiError('addresses.in_use'),
  /** The default can only move to another address, never go away while addresses exist. */
  defaultRequired: () =>
    new ApiError('addresses.default_required', {
      fields: { is_default: [{ key: 'errors.addresses.default_required' }] },
    }),
};
