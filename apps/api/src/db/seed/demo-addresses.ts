import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addresses } from '../../modules/addresses/addresses.table.ts';
import { DEMO_CUSTOMER } from './demo.ts';
import { demoServices } from './demo-services.ts';

const DAY = 24 * 3600_000;

/** Two delivery addresses in Baku and Ganja, the home one the default, as a customer would have them. */
const DEMO_ADDRESSES = [
  {
    cityCode: 'AZ-GANJA',
    street: 'Atatürk prospekti',
    building: '17',
    apartment: null,
    postalCode: 'AZ2000',
    phone: '+994552345678',
    note: null,
    isDefault: false,
    ago: 30 * DAY,
  },
  {
    cityCode: 'AZ-BAKU',
    street: 'Nizami küçəsi',
    building: '45',
    apartment: '12',
    postalCode: 'AZ1000',
    phone: DEMO_CUSTOMER.phone,
    note: 'Domofon 12, üçüncü mərtəbə',
    isDefault: true,
    ago: 20 * DAY,
  },
] as const;

/**
 * The demo customer's delivery addresses, so the addresses page and the cabinet's completion look alive on
 * `npm start`. Added while the demo customer has none (a restart brings them back after the last is deleted).
 */
export async function seedDemoAddresses(db: Db, now = new Date()): Promise<void> {
  const demo = await demoServices.customers.findByUsername(db, DEMO_CUSTOMER.email);
  if (!demo) return;
  const [saved] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, demo.id))
    .limit(1);
  if (saved) return;
  await db.transaction(async (tx) => {
    await tx.insert(addresses).values(
      DEMO_ADDRESSES.map(({ ago, ...address }) => {
        const at = new Date(now.getTime() - ago);
        return { ...address, customerId: demo.id, country: 'AZ', createdAt: at, updatedAt: at };
      }),
    );
    // The default address makes `completed_address` true, as the addresses module's own change does.
    await demoServices.customers.setAddressCompleted(tx, demo.id, true, now);
  });
}
