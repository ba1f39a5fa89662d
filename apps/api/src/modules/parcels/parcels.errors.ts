import { ApiError } from '../../lib/api-error.ts';
import { fieldError } from '../../lib/validate.ts';

export const parcelErrors = {
  notFound: () => new ApiError('parcels.not_found'),
  alreadyDeclared: () =>
    new ApiError('parcels.already_declared', {
      fields: { tracking_number: [{ key: 'errors.parcels.already_declared' }] },
    }),
  numberTaken: () =>
    new ApiError('parcels.number_taken', { fields: { tracking_number: [{ key: 'errors.parcels.number_taken' }] } }),
  profileIncomplete: () => new ApiError('parcels.profile_incomplete'),
  locked: () => new ApiError('parcels.locked'),
  deliveryLocked: () => new ApiError('parcels.delivery_locked'),
  unknownPickupPoint: () => fieldError('delivery.pickup_point_id', 'validation.invalid_option'),
  unknownInvoice: () => fieldError('invoice_file_id', 'validation.invalid'),
  unknownParcel: () => new ApiError('parcels.unknown_parcel'),
  unknownSuite: () => new ApiError('parcels.unknown_suite'),
  impossibleTransition: () => new ApiError('parcels.impossible_transition'),
  eventConflict: () => new ApiError('parcels.event_conflict'),
  notCarried: () => new ApiError('parcels.not_carried'),
};
