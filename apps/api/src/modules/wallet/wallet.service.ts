import { parseCountry, walletCurrenciesOf, type Balance, type WalletCurrency } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/module.ts';
import { balancesOf, post, reverse, type Movement, type Posted } from './wallet.ledger.ts';

/**
 * What other modules may ask of the wallet (decision 0037): parcels, buy-for-me and courier orders pay and refund through it.
 * Every movement runs in the caller's transaction, so the money moves with the caller's own change or not at all.
 */
export interface WalletService {
  /** Posts one balanced movement (see `post`): once per key; refused if a customer balance would go below zero. */
  post(tx: Db, movement: Movement): Promise<Posted>;
  /** Undoes a transaction by a reversal (once). */
  reverse(tx: Db, transactionId: number): Promise<Posted>;
  /** The customer's balances: every currency they hold (USD, TRY, home), and any other with money on it. */
  balances(db: Db, customerId: number): Promise<Balance[]>;
  /** The currencies the customer may hold. */
  currenciesOf(db: Db, customerId: number): Promise<readonly WalletCurrency[]>;
}

declare module '../../http/module.ts' {
  interface Services {
    wallet: WalletService;
  }
}

/** The currencies a customer of this country may hold (USD alone where the country is unknown). */
export function currenciesOfCountry(code: string | undefined): readonly WalletCurrency[] {
  const country = code ? parseCountry(code) : null;
  return country ? walletCurrenciesOf(country) : ['USD'];
}

/** The wallet's service; a customer's country (their currencies) comes through the customers' service. */
export function createWalletService({ services }: { services: Pick<Services, 'customers'> }): WalletService {
  const currenciesOf = async (db: Db, customerId: number) =>
    currenciesOfCountry((await services.customers.find(db, customerId))?.country);
  return {
    post,
    reverse,
    currenciesOf,
    balances: async (db, customerId) => balancesOf(db, customerId, await currenciesOf(db, customerId)),
  };
}
