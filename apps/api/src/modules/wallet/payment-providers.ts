import type { Country } from '@yolla/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import { createKapitalProvider } from './kapital-payments.ts';
import type { PaymentProvider, PaymentStatus } from './payment-provider.ts';
import { createSandboxProvider, SANDBOX_PROVIDER_NAME } from './sandbox-payments.ts';

/**
 * The payment providers of this deployment (decision 0042): each country's, by which a customer pays (the
 * customer's country), and every adapter that can be built, by name, for top-ups started under another
 * configuration (a country moved from the sandbox to its bank still settles its open sandbox top-ups).
 */
export interface PaymentProviders {
  forCountry(country: Country): PaymentProvider;
  named(name: string): PaymentProvider | undefined;
  /** The providers that report outcomes by our signed event (`POST /api/v1/machine/payments/events`). */
  readonly eventSources: readonly string[];
}

export type ProvidersConfig = Pick<Config, 'issuer' | 'payments' | 'tokens'>;

export function paymentProvidersOf(deps: {
  db: Db;
  config: ProvidersConfig;
  clock: Clock;
  fetch: typeof fetch;
}): PaymentProviders {
  const { db, config, clock } = deps;
  const { issuer, payments, tokens } = config;
  const sandbox = createSandboxProvider({ db, secret: tokens.secret, issuer, laterMs: payments.sandboxLaterMs, clock });
  const byName = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  if (payments.kapital) {
    const kapital = createKapitalProvider({ ...payments.kapital, fetch: deps.fetch });
    byName.set(kapital.name, kapital);
  }
  return {
    forCountry(country) {
      const provider = byName.get(payments.providers[country]);
      if (!provider) throw new Error(`no payment provider ${payments.providers[country]} for ${country}`);
      return provider;
    },
    named: (name) => byName.get(name),
    eventSources: [SANDBOX_PROVIDER_NAME],
  };
}

/**
 * What the provider of a top-up says of its payment, asked outside any transaction; null when it cannot be asked
 * (no reference yet, an adapter this configuration no longer builds, or the provider did not answer — the adapter
 * logs why): the top-up then stays as it stands, never expired on a guess, and is asked again at the next look.
 */
export async function askProvider(
  providers: PaymentProviders,
  topUp: { provider: string; reference: string | null },
): Promise<PaymentStatus | null> {
  const provider = providers.named(topUp.provider);
  if (!provider || !topUp.reference) return null;
  try {
    return await provider.status(topUp.reference);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'wallet.provider_unavailable') return null;
    throw error;
  }
}
