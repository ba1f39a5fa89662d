import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { apiMessageSchema } from './errors.ts';
import { idSchema } from './route-params.ts';

/** The most devices one account receives push notifications on (a new one past it: 409 `push.limit_reached`). */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

/** Base64url without padding (the Push API's `getKey()` bytes, as `PushSubscription.toJSON()` gives them). */
const base64url = (min: number, max: number) =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.minLength(min), z.maxLength(max));

/**
 * A browser's push subscription (`PushSubscription.toJSON()`, W3C Push API): the push service's endpoint (https) and
 * the keys of RFC 8291 — the device's P-256 public key (65 bytes, 87 characters) and its 16-byte auth secret (22).
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).check(z.maxLength(1024)),
  keys: z.object({ p256dh: base64url(87, 88), auth: base64url(22, 24) }),
  /** The device's name as the customer will see it in the list ("Chrome on Android"); the web derives it. */
  label: z.optional(z.string().check(z.trim(), z.maxLength(80))),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** One device receiving push notifications; the endpoint is never shown back (it is the device's address). */
export const pushSubscriptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  created_at: z.string(),
});

export type PushSubscriptionView = z.infer<typeof pushSubscriptionSchema>;

export const pushSubscriptionsResponseSchema = z.object({
  data: z.object({
    /** The server's VAPID public key (base64url) to subscribe with; null when push is not offered. */
    public_key: z.nullable(z.string()),
    subscriptions: z.array(pushSubscriptionSchema),
  }),
});

export const pushSubscriptionsEndpoint = endpoint({
  method: 'GET',
  path: '/me/push-subscriptions',
  access: 'customer',
  limit: 'settings',
  response: pushSubscriptionsResponseSchema,
  errors: [],
  tags: ['settings'],
  summary: 'The devices receiving push notifications, the latest first, and the key to subscribe another with',
});

export const addPushSubscriptionEndpoint = endpoint({
  method: 'POST',
  path: '/me/push-subscriptions',
  access: 'customer',
  limit: 'settings',
  body: pushSubscriptionInputSchema,
  response: z.object({ data: pushSubscriptionSchema, message: z.optional(z.string()) }),
  errors: ['push.not_offered', 'push.service_unknown', 'push.limit_reached'],
  tags: ['settings'],
  summary:
    'Receive push notifications on this device; the same endpoint again updates its keys. Refused (403 ' +
    'push.not_offered) while the server has no VAPID keys',
});

export const removePushSubscriptionEndpoint = endpoint({
  method: 'DELETE',
  path: '/me/push-subscriptions/:id',
  access: 'customer',
  limit: 'settings',
  params: z.object({ id: idSchema }),
  response: apiMessageSchema,
  errors: ['common.not_found'],
  tags: ['settings'],
  summary: 'Stop push notifications on one of the customer’s devices',
});
