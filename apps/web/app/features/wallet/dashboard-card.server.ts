import type { DashboardCardSource } from '../../lib/dashboard-card.ts';
import { walletSummary, type WalletSummary } from './wallet-summary.server.ts';

/** The wallet's card on the dashboard: the balances and the latest lines, first of the cards. */
export const dashboardCard: DashboardCardSource<WalletSummary> = { order: 10, load: walletSummary };
