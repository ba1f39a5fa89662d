import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { idSchema } from './route-params.ts';

/**
 * The marketplace SMS inbox (decision 0036): each customer gets a Turkish number from a pool per marketplace, gives
 * it to the marketplace (Trendyol, …) and reads the codes that arrive on it. The SMS gateway delivers incoming
 * messages through the machine access; the customer's page gets them live through server-sent events.
 */

/** A marketplace's slug in addresses (`trendyol` → `/{lang}/cabinet/trendyol-sms`); which exist is configuration. */
export const marketplaceSlugSchema = z.string().check(z.regex(/^[a-z][a-z0-9]{1,30}$/));

/** A Turkish mobile or landline number in E.164: +90 and ten digits. */
export const turkishNumberSchema = z.string().check(z.regex(/^\+90\d{10}$/));

export * from './sms-codes.ts';

export const smsMessageSchema = z.object({
  id: idSchema,
  sender: z.string(),
  text: z.string(),
  /** The code found in the text, for the copy button; null when the text has none. */
  code: z.nullable(z.string()),
  received_at: z.string(),
});
export type SmsMessage = z.output<typeof smsMessageSchema>;

export const smsInboxSchema = z.object({
  marketplace: z.string(),
  /** The customer's number for this marketplace; null when the pool had none left to give. */
  number: z.nullable(z.string()),
  assigned_at: z.nullable(z.string()),
  /** Newest first, at most SMS_MESSAGES_SHOWN. */
  messages: z.array(smsMessageSchema),
});
export type SmsInbox = z.output<typeof smsInboxSchema>;

const marketplaceParams = z.object({ marketplace: marketplaceSlugSchema });

export const smsInboxEndpoint = endpoint({
  method: 'GET',
  path: '/sms-inbox/:marketplace',
  access: 'customer',
  params: marketplaceParams,
  response: z.object({ data: smsInboxSchema }),
  errors: ['sms_inbox.unknown_marketplace'],
  tags: ['sms-inbox'],
  summary: 'The customer’s number for a marketplace (assigned from the pool on the first visit) and its messages',
  description:
    'The first call assigns a free number of the pool; later calls answer the same number. `number: null` when the ' +
    'pool has no free number. A marketplace the configuration does not name is 404 sms_inbox.unknown_marketplace.',
});

export const smsMessagesEndpoint = endpoint({
  method: 'GET',
  path: '/sms-inbox/:marketplace/messages',
  access: 'customer',
  params: marketplaceParams,
  query: z.object({ after: z.optional(idSchema) }),
  response: z.object({ data: z.array(smsMessageSchema) }),
  errors: ['sms_inbox.unknown_marketplace'],
  tags: ['sms-inbox'],
  summary: 'The messages of the customer’s number, newest first; with `after`, only those after that id (polling)',
});

export const smsEventsEndpoint = endpoint({
  method: 'GET',
  path: '/sms-inbox/:marketplace/events',
  access: 'customer',
  params: marketplaceParams,
  query: z.object({ last_event_id: z.optional(idSchema) }),
  response: z.string(),
  errors: ['sms_inbox.unknown_marketplace'],
  tags: ['sms-inbox'],
  summary: 'Server-sent events: each new message of the customer’s number as it arrives (`text/event-stream`)',
  description:
    'Each message is an `sms` event whose `id:` is the message id and whose data is the message as JSON. Reconnecting ' +
    'with `Last-Event-ID` (or `?last_event_id=`) first replays the messages after it. A comment every 15 s keeps ' +
    'the connection open; the server closes the stream when it shuts down, and the client reconnects.',
});

export const smsGatewayMessageSchema = z.strictObject({
  /** The gateway's id of the message: the same id again is the same message, answered the same way. */
  message_id: z.string().check(z.regex(/^[A-Za-z0-9._:-]{4,80}$/)),
  to: turkishNumberSchema,
  from: z.string().check(z.minLength(1), z.maxLength(40)),
  text: z.string().check(z.minLength(1), z.maxLength(1000)),
  received_at: z.iso.datetime({ offset: true }),
});
export type SmsGatewayMessage = z.output<typeof smsGatewayMessageSchema>;

export const smsGatewayMessageEndpoint = endpoint({
  method: 'POST',
  path: '/sms-gateway/messages',
  access: 'machine',
  partners: ['sms-gateway'],
  limit: 'machine',
  body: smsGatewayMessageSchema,
  response: z.object({
    data: z.object({ id: idSchema, delivered: z.boolean(), repeated: z.boolean() }),
  }),
  errors: [],
  tags: ['machine'],
  summary: 'The SMS gateway delivers a message received on one of the pool’s numbers',
  description:
    'Idempotent by message_id: the same message again changes nothing and answers the same, with repeated: true. ' +
    'A message for a number nobody holds is kept for the operator (delivered: false) and shown to no customer.',
});
