import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { composeMessage, type AddressedChannel, type OutgoingMessage } from '../../lib/messages.ts';
import { tokenFamilies } from '../../modules/auth/auth.table.ts';
import { customers } from '../../modules/customers/customers.table.ts';
import { outboxMessages } from '../../modules/messages/messages.table.ts';
import { DEMO_CUSTOMER } from './demo.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Other devices the demo customer is signed in on, for the sessions list (no tokens: nobody can use them). */
const DEMO_SESSIONS = [
  {
    id: '0d3c5f3e-7a41-4c59-9f1e-2b6d1c0a9e01',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    createdAgo: 12 * DAY,
    seenAgo: 2 * HOUR,
  },
  {
    id: '0d3c5f3e-7a41-4c59-9f1e-2b6d1c0a9e02',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    createdAgo: 30 * DAY,
    seenAgo: 3 * DAY,
  },
] as const;

/** Messages the demo customer received, so the development outbox shows what real ones look like. */
const DEMO_MESSAGES: ReadonlyArray<{
  message: Omit<OutgoingMessage, 'to' | 'customerId'> & { channel: AddressedChannel };
  ago: number;
}> = [
  {
    message: { channel: 'sms', template: 'code.phone_change', params: { code: '418207' }, language: 'az' },
    ago: 40 * DAY,
  },
  { message: { channel: 'sms', template: 'notice.phone_changed', language: 'az' }, ago: 40 * DAY - 5 * 60_000 },
  {
    message: { channel: 'email', template: 'code.recovery', params: { code: '772931' }, language: 'az' },
    ago: 9 * DAY,
  },
  { message: { channel: 'sms', template: 'notice.password_changed', language: 'az' }, ago: 9 * DAY - 3 * 60_000 },
];

/**
 * The demo customer's sessions on two other devices and a few past messages, so the sessions list and the
 * development outbox page look alive on `npm start`. Idempotent: added once.
 */
export async function seedDemoActivity(db: Db, clientId: string, now = new Date()): Promise<void> {
  const [demo] = await db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email)).limit(1);
  if (!demo) return;
  await db
    .insert(tokenFamilies)
    .values(
      DEMO_SESSIONS.map((session) => ({
        id: session.id,
        customerId: demo.id,
        clientId,
        userAgent: session.userAgent,
        createdAt: new Date(now.getTime() - session.createdAgo),
        lastSeenAt: new Date(now.getTime() - session.seenAgo),
        expiresAt: new Date(now.getTime() + 60 * DAY),
      })),
    )
    .onConflictDoNothing();
  const existing = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.customerId, demo.id))
    .limit(1);
  if (existing.length > 0) return;
  await db.insert(outboxMessages).values(
    DEMO_MESSAGES.map(({ message, ago }) => {
      const to = message.channel === 'email' ? DEMO_CUSTOMER.email : DEMO_CUSTOMER.phone;
      const composed = composeMessage({ ...message, to, customerId: demo.id }, 'Yolla');
      return {
        channel: message.channel,
        recipient: composed.to,
        subject: composed.subject,
        body: composed.body,
        template: composed.template,
        language: composed.language,
        customerId: demo.id,
        createdAt: new Date(now.getTime() - ago),
      };
    }),
  );
}
