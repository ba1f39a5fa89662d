import {
  conversionQuoteEndpoint,
  convertEndpoint,
  walletEndpoint,
  walletHistoryEndpoint,
  walletStatementEndpoint,
  WALLET_LINES_PER_PAGE,
  dayOfCustomer,
} from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { balancesOf, hasMoney } from './wallet.ledger.ts';
import { createWalletService, currenciesOfCountry } from './wallet.service.ts';
import { listLines, recentLines } from './wallet.history.ts';
import { createConversions } from './wallet.conversions.ts';
import { sendStatement, statementStream } from './wallet.statement.ts';
import type { FastifyInstance } from 'fastify';
import { usesSandbox } from '../../config-payments.ts';
import { jobs, periodicJob } from '../../lib/periodic.ts';
import { reconcile } from './wallet.reconciliation.ts';
import { sandboxPaymentProvider } from './sandbox-pay-routes.ts';
import { topUpRoutes, topUpsOf } from './wallet.top-up-routes.ts';
import { refundRoutes } from './wallet.refund-routes.ts';

/** The wallet: balances from a double-entry ledger, top-ups, conversion, history and its CSV (decision 0037). */
export const walletModule = defineModule({
  name: 'wallet',
  config: ['issuer', 'machineKeys', 'payments', 'segment', 'sweeps', 'tokens'],
  provides: { wallet: createWalletService },
  setup({ db, clock, config, services, fetch, brand, metrics }) {
    const wallet = services.wallet;
    const conversions = createConversions({ wallet, rates: services.rates, clock });
    const { sweep, retryRefunds, refunds, providers, ...payments } = topUpsOf({
      db,
      clock,
      fetch,
      config,
      wallet,
      metrics,
    });
    const everyMs = config.sweeps.everyMs;
    return {
      // Pending top-ups nobody came back to: asked of the provider, then settled or expired (docs/operations.md).
      // Refunds left pending by a provider that did not answer: asked again with their key (decision 0043).
      // And once a day across every host, the reconciliation with the providers' records (decision 0043).
      ...(everyMs
        ? {
            background: jobs(
              periodicJob({ name: 'the top-up sweep', everyMs, round: sweep }),
              periodicJob({ name: 'the refund retry', everyMs, round: retryRefunds }),
              periodicJob({
                name: 'the reconciliation',
                everyMs,
                round: () => reconcile({ db, clock, providers, metrics }),
              }),
            ),
          }
        : {}),
      // The built-in stand-in for a payment provider (decision 0037): its checkout page; config refuses it in a
      // deployment.
      ...(usesSandbox(config.payments)
        ? {
            async pages(app: FastifyInstance) {
              await app.register(sandboxPaymentProvider, { db, clock, fetch, brand, config });
            },
          }
        : {}),
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
        topUpRoutes(table, { db, ...payments });
        refundRoutes(table, refunds);
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
