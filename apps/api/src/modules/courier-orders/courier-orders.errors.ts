import { ApiError } from '../../lib/api-error.ts';
import { fieldError } from '../../lib/validate.ts';

export const courierErrors = {
  notFound: () => new ApiError('courier_orders.not_found'),
  addressNotFound: () => new ApiError('courier_orders.address_not_found'),
  parcelNotDeliverable: () => new ApiError('courier_orders.parcel_not_deliverable'),
  parcelInOpenOrder: () => new ApiError('courier_orders.parcel_in_open_order'),
  slotFull: () => new ApiError('courier_orders.slot_full'),
  /** A slot that is not one of those offered (past, a Sunday, too far ahead): the form's field error. */
  slotNotOffered: () => fieldError('slot', 'validation.invalid_option'),
  notCancellable: () => new ApiError('courier_orders.not_cancellable'),
  unknownOrder: () => new ApiError('courier_orders.unknown_order'),
  impossibleTransition: () => new ApiError('courier_orders.impossible_transition'),
  eventConflict: () => new ApiError('courier_orders.event_conflict'),
};
