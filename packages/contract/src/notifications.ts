import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { NOTIFICATION_EVENTS } from './notification-preferences.ts';
import { idSchema } from './route-params.ts';

/** The channels a notice's list says it did not arrive by: those sent to an address the customer gave. */
export const TOLD_CHANNELS = ['sms', 'email'] as const;

/** Notices per page of the cabinet's notifications list. */
export const NOTICES_PER_PAGE = 20;

/**
 * One in-app notice (decision 0035): the event, the parcel it is about (its id for the link, its tracking number for
 * the text), and when it was read (null: unread). The text is the client's, in the page's language, from the event.
 */
export const noticeSchema = z.object({
  id: z.string(),
  event: z.enum(NOTIFICATION_EVENTS),
  parcel_id: z.nullable(z.string()),
  tracking_number: z.nullable(z.string()),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  created_at: z.iso.datetime(),
  read_at: z.nullable(z.iso.datetime()),
  /**
   * Whether its SMS or e-mail did not reach the customer (failed for good, undeliverable or expired). Push is not told:
   * a device that is gone is removed, which is not a message lost.
   */
  undelivered: z.array(z.enum(TOLD_CHANNELS)),
});

export type Notice = z.infer<typeof noticeSchema>;

export const noticeListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});

export const noticeListSchema = z.object({
  data: z.array(noticeSchema),
  meta: z.object({ page: z.int(), per_page: z.int(), total: z.int(), unread: z.int() }),
});

export type NoticeList = z.infer<typeof noticeListSchema>;

export const unreadNoticesSchema = z.object({ data: z.object({ unread: z.int() }) });

export const noticesEndpoint = endpoint({
  method: 'GET',
  path: '/me/notices',
  access: 'customer',
  query: noticeListQuerySchema,
  response: noticeListSchema,
  errors: [],
  tags: ['notifications'],
  summary: 'The customer’s in-app notices, newest first, paged, with the unread count',
  description: 'A page past the last one is an empty list.',
});

export const unreadNoticesEndpoint = endpoint({
  method: 'GET',
  path: '/me/notices/unread',
  access: 'customer',
  response: unreadNoticesSchema,
  errors: [],
  tags: ['notifications'],
  summary: 'How many notices are unread (the bell in the cabinet header; one indexed count)',
});

export const readNoticeEndpoint = endpoint({
  method: 'POST',
  path: '/me/notices/:id/read',
  access: 'customer',
  params: z.object({ id: idSchema }),
  response: unreadNoticesSchema,
  errors: ['notifications.not_found'],
  tags: ['notifications'],
  summary: 'Mark one notice read (again is no change); the answer is the unread count',
  description: 'Another customer’s notice is 404 notifications.not_found, like one that does not exist.',
});

export const readAllNoticesEndpoint = endpoint({
  method: 'POST',
  path: '/me/notices/read',
  access: 'customer',
  response: unreadNoticesSchema,
  errors: [],
  tags: ['notifications'],
  summary: 'Mark every notice of the customer read; the answer is the unread count (0)',
});
