import type { Db } from '../client.ts';
import type { Clock, Services } from '../../http/module.ts';
import { createSavedAddressService } from '../../modules/addresses/addresses.service.ts';
import { createPasswords } from '../../modules/auth/auth.service.ts';
import { createCourierOrderService } from '../../modules/courier-orders/courier-orders.service.ts';
import { createCustomerService } from '../../modules/customers/customers.service.ts';
import { createParcelService } from '../../modules/parcels/parcels.service.ts';
import { createRateService } from '../../modules/rates/rates.service.ts';
import { createSmsInboxService } from '../../modules/sms-inbox/sms-inbox.service.ts';
import { createTariffService } from '../../modules/tariffs/tariffs.service.ts';
import { createWalletService } from '../../modules/wallet/wallet.service.ts';

type DemoServices = Pick<
  Services,
  'customers' | 'passwords' | 'wallet' | 'parcels' | 'rates' | 'tariffs' | 'smsInbox' | 'addresses'
>;

/**
 * The modules' services the demo seed goes through — the same ones the modules give each other (`services.<name>`),
 * so the demo's accounts, prices and money follow the rules customers' requests do: money moves only through the
 * wallet's `post` (a ledger transaction with its idempotency key). None of these needs the app's platform.
 */
const customers = createCustomerService();

export const demoServices: DemoServices = {
  customers,
  passwords: createPasswords(),
  wallet: createWalletService({ services: { customers } }),
  parcels: createParcelService(),
  rates: createRateService(),
  tariffs: createTariffService(),
  smsInbox: createSmsInboxService(),
  addresses: createSavedAddressService(),
};

/** The courier-orders module's service on the demo's clock (its orders are placed and moved on in the past). */
export const demoCourierOrders = (db: Db, clock: Clock): Services['courierOrders'] =>
  createCourierOrderService({ db, clock, services: demoServices });

/** One movement of the ledger, as the wallet's service posts it. */
export type DemoMovement = Parameters<Services['wallet']['post']>[1];
