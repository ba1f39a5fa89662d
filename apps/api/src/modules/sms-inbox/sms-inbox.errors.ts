import { ApiError } from '../../lib/api-error.ts';

export const smsInboxErrors = {
  unknownMarketplace: () => new ApiError('sms_inbox.unknown_marketplace'),
};
