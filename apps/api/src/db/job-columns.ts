import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** The states of a job table's row (`lib/job-queue.ts`): waiting for a try, done, or failed for good. */
export const JOB_STATES = ['pending', 'sent', 'failed'] as const;

/**
 * The columns every job table has (notification deliveries, the message queue): its state, the tries made, when it is
 * due (moved a lease ahead while claimed), the last error, and when it was sent and made.
 */
export const jobColumns = () => ({
  state: text('state', { enum: JOB_STATES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
