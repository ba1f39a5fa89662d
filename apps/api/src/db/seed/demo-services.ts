import type { Db } from '../client.ts';
import type { Clock, Services } from '../../http/module.ts';
import type { Resolver } from '../../lib/public-link.ts';
import { createSavedAddressService } from '../../modules/addresses/addresses.service.ts';
import { createPasswords } from '../../modules/auth/auth.service.ts';
import { createBuyForMeOrderService } from '../../modules/buy-for-me/buy-for-me.service.ts';
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

/**
 * The demo's shop links name well-known shops; the demo asks no DNS for them (a machine without internet would wait
 * out each lookup): every name answers no address, which the links' check accepts as it accepts any name that does
 * not resolve. The check itself still runs: a literal private address or `localhost` is refused as for customers.
 */
const noDns: Resolver = () => Promise.resolve([]);

/** The demo's past is history: its buy-for-me steps raise no notice (`demo-notifications.ts` seeds what the bell shows). */
const untold: Services['notifications'] = { raise: () => Promise.resolve(null) };

/** The buy-for-me module's service on the demo's clock, with the demo's resolver and no notices. */
export const demoBuyForMe = (db: Db, clock: Clock): Services['buyForMeOrders'] =>
  createBuyForMeOrderService({ db, clock, services: { ...demoServices, notifications: untold }, resolve: noDns });
