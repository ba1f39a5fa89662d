import { z } from 'zod/mini';
import type { Country } from './countries.ts';
import { profileUpdateSchema } from './customer-profile.ts';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationPreferences,
} from './notification-preferences.ts';

/**
 * The settings page's forms (`/{lang}/cabinet/settings`). Several forms post to one action, each with its own
 * `intent`, so a form's schema reads its fields and lets the `intent` field pass; the API's bodies stay strict.
 */

/** The profile form: every field of a profile change with the customer's country and today's rules. */
export function profileFormSchema(rules: { country: Country; today: string }) {
  return z.object(profileUpdateSchema(rules).shape);
}

/** The account-deletion form: the current password (when the account has one) and a ticked confirmation. */
export const accountDeletionFormSchema = z.object({
  password: z.optional(z.string().check(z.maxLength(256))),
  confirm: z.literal('on', { error: 'validation.deletion_confirm' }),
});

/** A checkbox of the notification form: `sms.parcel_arrived`, `email.payment_due`… ("on" when ticked). */
export type NotificationField = `${(typeof NOTIFICATION_CHANNELS)[number]}.${(typeof NOTIFICATION_EVENTS)[number]}`;

export const NOTIFICATION_FIELDS: readonly NotificationField[] = NOTIFICATION_CHANNELS.flatMap((channel) =>
  NOTIFICATION_EVENTS.map((event) => `${channel}.${event}` as const),
);

/**
 * The notification form: a ticked box is "on", an unticked one is not sent at all (as browsers post them). The push
 * column is on the form only while push is offered; `push` ("shown") says it was, so its unticked boxes are off.
 */
export const notificationFormSchema = z.object({
  ...(Object.fromEntries(NOTIFICATION_FIELDS.map((field) => [field, z.optional(z.literal('on'))])) as Record<
    NotificationField,
    z.ZodMiniOptional<z.ZodMiniLiteral<'on'>>
  >),
  push: z.optional(z.literal('shown')),
});

/** Every choice of a posted notification form: what is not ticked is off; push only when its column was shown. */
export function notificationChoices(
  form: Partial<Record<NotificationField, 'on'>> & { push?: 'shown' | undefined },
): Partial<NotificationPreferences> {
  const choices = (channel: (typeof NOTIFICATION_CHANNELS)[number]) =>
    Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, form[`${channel}.${event}`] === 'on'])) as Record<
      (typeof NOTIFICATION_EVENTS)[number],
      boolean
    >;
  return { sms: choices('sms'), email: choices('email'), ...(form.push === 'shown' ? { push: choices('push') } : {}) };
}
