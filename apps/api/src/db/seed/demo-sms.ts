import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customers } from '../../modules/customers/customers.table.ts';
import { smsMessages, smsNumbers } from '../../modules/sms-inbox/sms-inbox.table.ts';
import { DEMO_CUSTOMER } from './demo.ts';
import { demoServices } from './demo-services.ts';

const MINUTE = 60_000;

/** The demo's pool of Trendyol numbers: +90 850 555 01 01 … (a block no real subscriber has), 60 of them. */
export const DEMO_SMS_POOL = Array.from(
  { length: 60 },
  (_, index) => `+90850555${String(101 + index).padStart(4, '0')}`,
);

const DEMO_MESSAGES = [
  { id: 'demo-sms-1', text: 'Trendyol doğrulama kodunuz: 482915. Bu kodu kimseyle paylaşmayın.', ago: 3 * 24 * 60 },
  { id: 'demo-sms-2', text: 'Trendyol giriş kodunuz 730264. Kod 3 dakika geçerlidir.', ago: 26 * 60 },
  { id: 'demo-sms-3', text: 'Trendyol siparişiniz için onay kodu: 159837', ago: 42 },
] as const;

/**
 * The SMS inbox in the demo: the pool of Trendyol numbers, and the demo customer's number with a few codes received
 * on it, so `/{lang}/cabinet/trendyol-sms` looks alive on `npm start`. Idempotent.
 */
export async function seedDemoSms(db: Db, now = new Date()): Promise<void> {
  await db
    .insert(smsNumbers)
    .values(DEMO_SMS_POOL.map((number) => ({ number, marketplace: 'trendyol' })))
    .onConflictDoNothing();
  const [demo] = await db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email)).limit(1);
  if (!demo) return;
  const held = await demoServices.smsInbox.numberFor(
    db,
    demo.id,
    'trendyol',
    new Date(now.getTime() - 7 * 24 * 60 * MINUTE),
  );
  if (!held) return;
  await db
    .insert(smsMessages)
    .values(
      DEMO_MESSAGES.map((message) => {
        const at = new Date(now.getTime() - message.ago * MINUTE);
        return {
          number: held.number,
          gatewayMessageId: message.id,
          sender: 'TRENDYOL',
          body: message.text,
          receivedAt: at,
          customerId: demo.id,
          recordedAt: at,
        };
      }),
    )
    .onConflictDoNothing();
}
