import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** What the development message provider stored instead of sending (decision 0024). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  /** The text's key: `code.registration`, `notice.password_changed`… */
  template: z.string(),
  language: z.string(),
  created_at: z.iso.datetime(),
});

export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  /** Only messages to this phone or e-mail (exact). */
  to: z.optional(z.string().check(z.maxLength(254))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
});

/**
 * The development outbox, newest first. Exists only while the development provider is on and allowed (never in a
 * deployment unless MESSAGE_OUTBOX_ALLOWED): it shows every code.
 */
export const devOutboxEndpoint = endpoint({
  method: 'GET',
  path: '/dev/outbox',
  access: 'public',
  query: outboxQuerySchema,
  response: z.object({ data: z.array(outboxMessageSchema) }),
  errors: [],
  tags: ['development'],
  summary: 'Development only: the messages the outbox provider stored instead of sending',
});
