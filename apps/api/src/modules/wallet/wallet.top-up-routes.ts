import { createTopUpEndpoint, paymentEventEndpoint, topUpEndpoint } from '@yolla/contract';
import { bogCallbackRoutes } from './bog-callbacks.ts';
import { createPaymeMerchant } from './payme-merchant.ts';
import { paymeRoutes } from './payme-routes.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { RouteTable } from '../../http/routes.ts';
import { paymentProvidersOf, type ProvidersConfig } from './payment-providers.ts';
import type { WalletService } from './wallet.service.ts';
import { sweepAbandonedTopUps } from './wallet.top-up-sweep.ts';
import { createTopUpStart } from './wallet.top-up-start.ts';
import { createTopUps } from './wallet.top-ups.ts';
import { createRefunds } from './wallet.refunds.ts';

type TopUpsDeps = {
  db: Db;
  clock: Clock;
  fetch: typeof fetch;
  config: ProvidersConfig & Pick<Config, 'sweeps'>;
  wallet: WalletService;
  metrics?: Metrics | null;
};

/** The top-ups with the configured provider, and the round of the sweep of abandoned ones (`wallet.top-up-sweep.ts`). */
export function topUpsOf(deps: TopUpsDeps) {
  const { db, clock, config } = deps;
  const providers = paymentProvidersOf({ db, config, clock, fetch: deps.fetch, metrics: deps.metrics ?? null });
  const topUpDeps = { clock, providers, origin: config.issuer, wallet: deps.wallet };
  const topUps = { ...createTopUps(topUpDeps), start: createTopUpStart({ ...topUpDeps, db }) };
  const refunds = createRefunds({ db, clock, providers, wallet: deps.wallet });
  const merchant = createPaymeMerchant({ db, clock, settle: topUps.settle, wallet: deps.wallet });
  return {
    topUps,
    payme: { merchant, key: config.payments.payme?.key ?? null },
    bog: { publicKey: config.payments.bog?.callbackPublicKey ?? null, settle: topUps.settle, providers },
    refunds,
    providers,
    sweep: () => sweepAbandonedTopUps({ db, clock, providers, settle: topUps.settle }),
    /** Refunds left pending past `REFUND_RETRY_AFTER_MINUTES`: asked again (`wallet.refund-retry.ts`). */
    retryRefunds: () => refunds.retry(config.sweeps.refundRetryAfterMs),
  };
}

/**
 * The top-up routes: start one (201; it keeps its idempotency key on the top-up, no transaction held through the
 * provider's call, decision 0042), the customer's return (`GET`, which
 * also settles a pending one with the provider's answer), and the provider's signed events (machine).
 */
export function topUpRoutes(
  table: RouteTable,
  deps: { db: Db } & Omit<ReturnType<typeof topUpsOf>, 'sweep' | 'retryRefunds' | 'refunds' | 'providers'>,
): void {
  const { db, topUps } = deps;
  table.addKeyed(createTopUpEndpoint, async ({ customer, body, request, reply, idempotencyKey }) => {
    const { topUp, replayed } = await topUps.start(customer, body, request.locale, idempotencyKey);
    if (replayed) reply.header('idempotent-replayed', 'true');
    reply.status(201);
    return { data: topUp };
  });
  table.add(topUpEndpoint, async ({ customer, params }) => ({
    data: await topUps.returnOf(db, customer.id, Number(params.id)),
  }));
  table.add(paymentEventEndpoint, async ({ body, machine }) => ({
    data: await topUps.receive(db, body, machine.keyId),
  }));
  // Payme's Merchant API calls (answering -32504 to every call while Payme is not configured).
  paymeRoutes(table, deps.payme);
  // Bank of Georgia's signed callbacks (refused 401 while it is not configured).
  bogCallbackRoutes(table, { db, ...deps.bog });
}
