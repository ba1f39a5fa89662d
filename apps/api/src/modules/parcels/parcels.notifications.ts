import type { NotificationEvent, ParcelEvent } from '@yolla/contract';
import type { NotificationEventDefinition } from '../../lib/notifications.ts';

/** The warehouse events a customer is told about, and as which notification event. */
export const NOTIFIED_EVENTS: Partial<Record<ParcelEvent, NotificationEvent>> = {
  received: 'parcel_arrived',
  ready_for_pickup: 'ready_for_pickup',
  held: 'parcel_held',
  returned: 'parcel_returned',
};

/** The texts of the parcel events (`notify.parcel.*`, with the tracking number and, for a payment, the amount). */
export const PARCEL_NOTIFICATIONS: readonly NotificationEventDefinition[] = [
  { event: 'parcel_arrived', templates: { sms: 'parcel.arrived', email: 'parcel.arrived' } },
  { event: 'ready_for_pickup', templates: { sms: 'parcel.ready_for_pickup', email: 'parcel.ready_for_pickup' } },
  { event: 'payment_due', templates: { sms: 'parcel.payment_due', email: 'parcel.payment_due' } },
  { event: 'parcel_held', templates: { sms: 'parcel.held', email: 'parcel.held' } },
  { event: 'parcel_returned', templates: { sms: 'parcel.returned', email: 'parcel.returned' } },
];
