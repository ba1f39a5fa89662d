import type { Country } from '@yolla/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { createBogProvider } from './bog-payments.ts';
import { createKapitalProvider } from './kapital-payments.ts';
import { createPaymeProvider } from './payme-payments.ts';
import type { PaymentProvider, PaymentReport } from './payment-provider.ts';
import { createSandboxProvider, SANDBOX_PROVIDER_NAME } from './sandbox-payments.ts';

/**
 * The payment providers of this deployment (decision 0042): each country's, by which a customer pays (the
 * customer's country), and every adapter that can be built, by name, for top-ups started under another
 * configuration (a country moved from the sandbox to its bank still settles its open sandbox top-ups).
 */
export interface PaymentProviders {
  forCountry(country: Country): PaymentProvider;
  named(name: string): PaymentProvider | undefined;
  /** Every adapter built (the daily reconciliation asks those that offer an order's details). */
  all(): PaymentProvider[];
  /** The providers that report outcomes by our signed event (`POST /api/v1/machine/payments/events`). */
  readonly eventSources: readonly string[];
  /** Tells a refused status read: logged (the top-up's id and the provider, nothing personal) and counted. */
  mismatch(provider: string, topUpId: number): void;
}

export type ProvidersConfig = Pick<Config, 'issuer' | 'payments' | 'segment' | 'tokens'>;

export function paymentProvidersOf(deps: {
  db: Db;
  config: ProvidersConfig;
  clock: Clock;
  fetch: typeof fetch;
  metrics?: Metrics | null;
  warn?: (line: string) => void;
}): PaymentProviders {
  const warn = deps.warn ?? ((line: string) => console.warn(line));
  const { db, config, clock } = deps;
  const { issuer, payments, tokens } = config;
  const sandbox = createSandboxProvider({ db, secret: tokens.secret, issuer, laterMs: payments.sandboxLaterMs, clock });
  const byName = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  if (payments.kapital) {
    const kapital = createKapitalProvider({ ...payments.kapital, fetch: deps.fetch });
    byName.set(kapital.name, kapital);
  }
  if (payments.payme) {
    const payme = createPaymeProvider({ ...payments.payme, db });
    byName.set(payme.name, payme);
  }
  if (payments.bog) {
    const callbackUrl = `${issuer}/api/v1/${config.segment}/payments/bog`;
    const adapter = createBogProvider({ ...payments.bog, callbackUrl, fetch: deps.fetch });
    byName.set(adapter.name, adapter);
  }
  return {
    forCountry(country) {
      const provider = byName.get(payments.providers[country]);
      if (!provider) throw new Error(`no payment provider ${payments.providers[country]} for ${country}`);
      return provider;
    },
    named: (name) => byName.get(name),
    all: () => [...byName.values()],
    eventSources: [SANDBOX_PROVIDER_NAME],
    mismatch(provider, topUpId) {
      warn(
        `payment mismatch: ${provider} reported top-up ${topUpId} paid with another amount or currency; not credited`,
      );
      deps.metrics?.paymentMismatches.inc({ provider });
    },
  };
}

/**
 * What the provider of a top-up says of its payment, asked outside any transaction; null when it cannot be asked
 * (no reference yet, an adapter this configuration no longer builds, or the provider did not answer — the adapter
 * logs why): the top-up then stays as it stands, never expired on a guess, and is asked again at the next look.
 * A payment reported paid with another amount or currency than the top-up's is refused the same way — never
 * credited, logged and counted (`mismatch`) — and left pending for an operator (docs/operations.md).
 */
export async function askProvider(
  providers: PaymentProviders,
  topUp: { id: number; provider: string; reference: string | null; amount: number; currency: string },
): Promise<PaymentReport | null> {
  const provider = providers.named(topUp.provider);
  if (!provider || !topUp.reference) return null;
  let report: PaymentReport;
  try {
    report = await provider.status(topUp.reference);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'wallet.provider_unavailable') return null;
    throw error;
  }
  if (!reportMatches(report, topUp)) {
    providers.mismatch(topUp.provider, topUp.id);
    return null;
  }
  return report;
}

/** Whether a report may be believed for the top-up: paid only with the top-up's own amount and currency. */
export const reportMatches = (report: PaymentReport, topUp: { amount: number; currency: string }) =>
  report.status !== 'succeeded' || (report.amount === topUp.amount && report.currency === topUp.currency);
