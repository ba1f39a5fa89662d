import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';

/**
 * What the development message provider stores instead of sending an SMS or e-mail (decision 0024): read with
 * `npm run outbox` and on the development outbox page. Empty wherever a real provider delivers.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** E.164 phone or e-mail address. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The text's key in the `notify` messages: `code.registration`, `notice.password_changed`… */
    template: text('template').notNull(),
    language: text('language').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
    index('outbox_messages_created_idx').on(table.createdAt),
    index('outbox_messages_customer_idx').on(table.customerId),
    check('outbox_messages_channel_check', sql`${table.channel} in ('sms', 'email')`),
  ],
);
