import { randomUUID } from 'node:crypto';
import type { WalletCurrency } from '@yolla/contract';
import { defineModule, type Services } from '../http/module.ts';
import { createCustomerService } from '../modules/customers/customers.service.ts';
import { createWalletService } from '../modules/wallet/wallet.service.ts';
import type { TestApi } from './harness.ts';

/**
 * The wallet's service as the app wires it, caught by a test module (add `probe.module` to the test API's
 * modules): tests put money on a balance through it, as a confirmed top-up's movement, never by writing the
 * ledger's tables.
 */
export function walletProbe() {
  let wallet: Services['wallet'] | null = null;
  const module = defineModule({
    name: 'test-wallet-probe',
    setup: ({ services }) => {
      wallet = services.wallet;
      return {};
    },
  });
  return {
    module,
    /** Credits the customer's balance as a confirmed top-up would. */
    async fund(api: TestApi, customerId: number, amount: number, currency: WalletCurrency = 'USD') {
      const service = wallet;
      if (!service) throw new Error('the probe module is not set up');
      await api.database.db.transaction((tx) =>
        service.post(tx, {
          kind: 'top_up',
          customerId,
          key: `test-top-up:${randomUUID()}`,
          detail: {},
          legs: [
            { account: { house: 'provider_clearing' }, currency, amount: -amount },
            { account: { customerId }, currency, amount },
          ],
        }),
      );
    },
  };
}

/** The wallet's service built outside an app on the real customers' service, for work a test runs by hand (sweeps). */
export const standaloneWallet = (): Services['wallet'] =>
  createWalletService({ services: { customers: createCustomerService() } });
