import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** SMS, e-mail, and push to the devices the customer subscribed in settings (decision 0044). */
export const NOTIFICATION_CHANNELS = ['sms', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_EVENTS = [
  'parcel_arrived',
  'ready_for_pickup',
  'payment_due',
  'parcel_held',
  'parcel_returned',
  'buy_for_me_update',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export type NotificationPreferences = Record<NotificationChannel, Record<NotificationEvent, boolean>>;

/**
 * What a customer gets before choosing (decision 0020): e-mail for every event; SMS for what needs acting on soon
 * (a parcel arrived at the warehouse, ready for pickup, a payment due, held by customs, sent back), not for every
 * buy-for-me status change. Push, for every event: it reaches only the devices the customer chose to subscribe.
 * Senders read a customer's stored choice and fall back to this.
 */
export const NOTIFICATION_DEFAULTS: NotificationPreferences = {
  sms: {
    parcel_arrived: true,
    ready_for_pickup: true,
    payment_due: true,
    parcel_held: true,
    parcel_returned: true,
    buy_for_me_update: false,
  },
  email: {
    parcel_arrived: true,
    ready_for_pickup: true,
    payment_due: true,
    parcel_held: true,
    parcel_returned: true,
    buy_for_me_update: true,
  },
  push: {
    parcel_arrived: true,
    ready_for_pickup: true,
    payment_due: true,
    parcel_held: true,
    parcel_returned: true,
    buy_for_me_update: true,
  },
};

const eventsSchema = z.object({
  parcel_arrived: z.boolean(),
  ready_for_pickup: z.boolean(),
  payment_due: z.boolean(),
  parcel_held: z.boolean(),
  parcel_returned: z.boolean(),
  buy_for_me_update: z.boolean(),
});

export const notificationPreferencesSchema = z.object({ sms: eventsSchema, email: eventsSchema, push: eventsSchema });

const eventsChangeSchema = z.strictObject({
  parcel_arrived: z.optional(z.boolean()),
  ready_for_pickup: z.optional(z.boolean()),
  payment_due: z.optional(z.boolean()),
  parcel_held: z.optional(z.boolean()),
  parcel_returned: z.optional(z.boolean()),
  buy_for_me_update: z.optional(z.boolean()),
});

/** A change to some choices; the ones not sent stay as they are. */
export const notificationPreferencesUpdateSchema = z.strictObject({
  sms: z.optional(eventsChangeSchema),
  email: z.optional(eventsChangeSchema),
  push: z.optional(eventsChangeSchema),
});

export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

export const notificationPreferencesResponseSchema = z.object({
  data: notificationPreferencesSchema,
  message: z.optional(z.string()),
});

export const notificationPreferencesEndpoint = endpoint({
  method: 'GET',
  path: '/me/notifications',
  access: 'customer',
  limit: 'settings',
  response: notificationPreferencesResponseSchema,
  errors: [],
  tags: ['settings'],
  summary: 'Which events the customer is told about, per channel (SMS, e-mail, push)',
});

export const updateNotificationPreferencesEndpoint = endpoint({
  method: 'PATCH',
  path: '/me/notifications',
  access: 'customer',
  limit: 'settings',
  body: notificationPreferencesUpdateSchema,
  response: notificationPreferencesResponseSchema,
  errors: [],
  tags: ['settings'],
  summary: 'Change some notification choices; the answer has all of them',
});
