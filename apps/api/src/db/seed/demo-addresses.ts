import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addresses } from '../../modules/addresses/addresses.table.ts';
import { countAddresses } from '../../modules/addresses/addresses.repository.ts';
import { setAddressCompleted } from '../../modules/customers/customers.repository.ts';
import { customers } from '../../modules/customers/customers.table.ts';
import { DEMO_CUSTOMER } from './demo.ts';

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
  const [demo] = await db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email)).limit(1);
  if (!demo || (await countAddresses(db, demo.id)) > 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(addresses).values(
      DEMO_ADDRESSES.map(({ ago, ...address }) => {
        const at = new Date(now.getTime() - ago);
        return { ...address, customerId: demo.id, country: 'AZ', createdAt: at, updatedAt: at };
      }),
    );
    await setAddressCompleted(tx, demo.id, true, now);
  });
}
