import type { BuyForMeEvent, BuyForMeOrder, BuyForMeQuote, BuyForMeRequest, OpenOrders } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import type { ModuleDeps, Services } from '../../http/module.ts';
import { systemResolver, type Resolver } from '../../lib/public-link.ts';
import { createBuyerEvents, type BuyerOutcome } from './buy-for-me.events.ts';
import { openOrders } from './buy-for-me.list.ts';
import { createOrderMoney } from './buy-for-me.money.ts';
import { createOrders, type Buyer } from './buy-for-me.usecases.ts';

/**
 * What other modules may ask of buy-for-me orders: the dashboard's open ones; and the customer's and the partner
 * buyer's steps with the rules their routes apply (the demo seed places, pays and moves its orders so).
 */
export interface BuyForMeOrderService {
  open(db: Db, customerId: number): Promise<OpenOrders['buy_for_me']>;
  /** Prices a request as `POST /buy-for-me/quote` does: the totals, the balance, what is short. */
  quote(buyer: Buyer, body: BuyForMeRequest): Promise<BuyForMeQuote>;
  /** Places an order in `tx` as `POST /buy-for-me` does: links checked, saved, paid at once if the balance covers it. */
  place(tx: Db, buyer: Buyer, body: BuyForMeRequest): Promise<BuyForMeOrder>;
  /** Pays an order awaiting payment, or approves a new price, in `tx`, as the customer's payment does. */
  pay(tx: Db, buyer: Buyer, id: number): Promise<BuyForMeOrder>;
  /** Cancels in `tx` as the customer's cancellation does: what was paid back to the wallet. */
  cancel(tx: Db, buyer: Buyer, id: number): Promise<BuyForMeOrder>;
  /** The partner buyer's step as its machine route applies it (its own transaction). */
  buyerStep(event: BuyForMeEvent, actorKey: string, now: Date): Promise<BuyerOutcome>;
}

declare module '../../http/module.ts' {
  interface Services {
    buyForMeOrders: BuyForMeOrderService;
  }
}

export type BuyForMeDeps = Pick<ModuleDeps, 'db' | 'clock'> & {
  services: Pick<Services, 'wallet' | 'rates' | 'tariffs' | 'parcels' | 'notifications' | 'customers'>;
  /** Where the shop links' names are resolved for their check (default: the system's DNS). */
  resolve?: Resolver;
};

/** The customer's side (`orders`) and the partner buyer's (`events`), as the module's routes and its service run them. */
export function createBuyForMeSteps({ db, clock, services, resolve = systemResolver }: BuyForMeDeps) {
  const money = createOrderMoney(services.wallet);
  const { wallet, rates, tariffs, parcels, notifications, customers } = services;
  return {
    orders: createOrders({ db, clock, money, wallet, rates, tariffs, resolve }),
    events: createBuyerEvents({ db, money, rates, parcels, notifications, customers }),
  };
}

export function createBuyForMeOrderService(deps: BuyForMeDeps): BuyForMeOrderService {
  const { orders, events } = createBuyForMeSteps(deps);
  return {
    open: openOrders,
    quote: orders.quote,
    place: orders.create,
    pay: orders.pay,
    cancel: orders.cancel,
    buyerStep: events.receive,
  };
}
