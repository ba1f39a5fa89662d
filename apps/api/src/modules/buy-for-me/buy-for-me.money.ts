import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/module.ts';
import type { BuyForMeOrderRow } from './buy-for-me.table.ts';

/**
 * An order's money through the wallet's ledger (decision 0038), always in the caller's transaction and under a key
 * that makes each movement once. What the customer pays goes to the house's `provider_clearing` account: it is the
 * money we pass on to the shop (and the fee with it, settled with the partner buyer), not shipping revenue; a refund
 * takes it back from there. No new house account is needed.
 */
export function createOrderMoney(wallet: Services['wallet']) {
  const detail = (order: BuyForMeOrderRow) => ({ buy_for_me_order_id: String(order.id) });
  return {
    /** Takes `amount` of the paying currency from the customer's balance (409 `wallet.insufficient_funds`). */
    charge(tx: Db, order: BuyForMeOrderRow, amount: number, key: string, at?: Date) {
      const { customerId, payCurrency: currency } = order;
      return wallet.post(tx, {
        kind: 'buy_for_me_payment',
        customerId,
        key,
        detail: detail(order),
        legs: [
          { account: { customerId }, currency, amount: -amount },
          { account: { house: 'provider_clearing' }, currency, amount },
        ],
        ...(at ? { at } : {}),
      });
    },

    /** Gives `amount` of the paying currency back to the customer's balance. */
    refund(tx: Db, order: BuyForMeOrderRow, amount: number, key: string, at?: Date) {
      const { customerId, payCurrency: currency } = order;
      return wallet.post(tx, {
        kind: 'refund',
        customerId,
        key,
        detail: detail(order),
        legs: [
          { account: { house: 'provider_clearing' }, currency, amount: -amount },
          { account: { customerId }, currency, amount },
        ],
        ...(at ? { at } : {}),
      });
    },
  };
}

export type OrderMoney = ReturnType<typeof createOrderMoney>;
