import type { Db } from '../client.ts';
import { createOAuthClients } from '../../modules/auth/auth.service.ts';
import { seedCities } from './cities.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { seedDemoAddresses } from './demo-addresses.ts';
import { seedDemoBuyForMe } from './demo-buy-for-me.ts';
import { seedDemoCourierOrders } from './demo-courier-orders.ts';
import { seedDemoCustomer } from './demo.ts';
import { seedDemoParcels } from './demo-parcels.ts';
import { seedDemoWallet } from './demo-wallet.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoSms } from './demo-sms.ts';
import { seedTariffs } from './tariffs.ts';
import { seedWarehouses } from './warehouses/index.ts';
import { seedContent } from './content/index.ts';
import { seedExchangeRates } from './exchange-rates.ts';

export interface SeedOptions {
  webClient: { id: string; secret: string };
  demo: boolean;
}

/**
 * Idempotent: run on every start. Registers the web app's OAuth client and the reference data (the price list's
 * routes not in the database yet, warehouses abroad, cities, the public site's content and pickup points, the exchange
 * rates) in every mode; adds demo data only when asked.
 */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  await createOAuthClients().register(db, {
    id: options.webClient.id,
    name: 'Yolla web app',
    secret: options.webClient.secret,
  });
  await seedTariffs(db);
  await seedWarehouses(db);
  await seedCities(db);
  await seedContent(db);
  await seedExchangeRates(db);
  if (options.demo) {
    await seedDemoCustomer(db);
    await seedDemoActivity(db, options.webClient.id);
    await seedDemoAddresses(db);
    await seedDemoParcels(db);
    await seedDemoWallet(db);
    await seedDemoCourierOrders(db);
    await seedDemoBuyForMe(db);
    await seedDemoNotifications(db);
    await seedDemoSms(db);
  }
}
