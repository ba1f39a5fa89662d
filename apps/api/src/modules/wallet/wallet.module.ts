import {
  conversionQuoteEndpoint,
  convertEndpoint,
  parseCountry,
  walletCurrenciesOf,
  walletEndpoint,
  walletHistoryEndpoint,
  walletStatementEndpoint,
  WALLET_LINES_PER_PAGE,
  type Balance,
  type WalletCurrency,
  dayOfCustomer,
} from '@yolla/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { defineModule } from '../../http/module.ts';
import { customers } from '../customers/customers.table.ts';
import { balancesOf, hasMoney, post, reverse, type Movement, type Posted } from './wallet.ledger.ts';
import { listLines, recentLines } from './wallet.history.ts';
import { createConversions } from './wallet.conversions.ts';
import { sendStatement, statementStream } from './wallet.statement.ts';
import { periodicJob } from '../../lib/periodic.ts';
import { topUpRoutes, topUpsOf } from './wallet.top-up-routes.ts';

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
function currenciesOfCountry(code: string | undefined): readonly WalletCurrency[] {
  const country = code ? parseCountry(code) : null;
  return country ? walletCurrenciesOf(country) : ['USD'];
}

export function createWalletService(): WalletService {
  const currenciesOf = async (db: Db, customerId: number) => {
    const [row] = await db.select({ country: customers.country }).from(customers).where(eq(customers.id, customerId));
    return currenciesOfCountry(row?.country);
  };
  return {
    post,
    reverse,
    currenciesOf,
    balances: async (db, customerId) => balancesOf(db, customerId, await currenciesOf(db, customerId)),
  };
}

/** The wallet: balances from a double-entry ledger, top-ups, conversion, history and its CSV (decision 0037). */
export const walletModule = defineModule({
  name: 'wallet',
  config: ['issuer', 'payments', 'sweeps', 'tokens'],
  provides: { wallet: () => createWalletService() },
  setup({ db, clock, config, services, fetch }) {
    const wallet = services.wallet;
    const conversions = createConversions({ wallet, rates: services.rates, clock });
    const { topUps, sweep } = topUpsOf({ db, clock, fetch, config, wallet });
    const everyMs = config.sweeps.everyMs;
    return {
      // Pending top-ups nobody came back to: asked of the provider, then settled or expired (docs/operations.md).
      ...(everyMs ? { background: periodicJob({ name: 'the top-up sweep', everyMs, round: sweep }) } : {}),
      contributes: {
        obligations: [
          {
            name: 'wallet',
            find: async (tx, customerId) => ((await hasMoney(tx, customerId)) ? 'deletion.pending_money' : null),
          },
        ],
      },
      routes(table) {
        table.add(walletEndpoint, async ({ customer }) => {
          const [balances, recent] = await Promise.all([
            // The session knows the country: the page's call reads the balances alone.
            balancesOf(db, customer.id, currenciesOfCountry(customer.country)),
            recentLines(db, customer.id),
          ]);
          return { data: { balances, recent } };
        });
        topUpRoutes(table, { db, topUps });
        table.add(walletHistoryEndpoint, async ({ customer, query: { page, ...filter } }) => {
          const { lines, total } = await listLines(db, customer.id, filter, page);
          return { data: lines, meta: { page, per_page: WALLET_LINES_PER_PAGE, total } };
        });
        table.add(walletStatementEndpoint, async ({ customer, query, reply }) => {
          const day = dayOfCustomer(clock.now(), customer.country);
          return sendStatement(reply, statementStream(db, customer.id, query), day);
        });
        table.add(conversionQuoteEndpoint, async ({ customer, body }) => ({
          data: await conversions.quote(db, customer, body),
        }));
        table.add(convertEndpoint, async ({ customer, body, tx, request }) => ({
          data: await conversions.convert(tx, customer.id, body.quote_id),
          message: request.t('api.converted'),
        }));
      },
    };
  },
});
