import type { OpenOrders } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import { openOrders } from './buy-for-me.list.ts';

/** What other modules may ask of buy-for-me orders: the dashboard's open ones. */
export interface BuyForMeOrderService {
  open(db: Db, customerId: number): Promise<OpenOrders['buy_for_me']>;
}

declare module '../../http/module.ts' {
  interface Services {
    buyForMeOrders: BuyForMeOrderService;
  }
}

export function createBuyForMeOrderService(): BuyForMeOrderService {
  return { open: openOrders };
}
