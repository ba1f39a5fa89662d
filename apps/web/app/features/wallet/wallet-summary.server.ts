import type { RequestState } from '../../lib/context.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import { walletOf } from '../../lib/wallet.server.ts';
import { balancesView, lineView } from './wallet-format.server.ts';
import type { BalanceView, LineView } from './wallet-view.ts';

export interface WalletSummary {
  balances: BalanceView[];
  recent: LineView[];
}

/** The dashboard's wallet: the balances and the latest lines, from the call the header shares; null when it failed. */
export async function walletSummary(state: RequestState): Promise<WalletSummary | null> {
  const { country } = requireCustomer(state);
  const wallet = await walletOf(state, { fresh: true });
  if (!wallet) return null;
  return {
    balances: balancesView(wallet.balances, country, state.locale),
    recent: wallet.recent.map((line) => lineView(line, country, state.locale)),
  };
}
