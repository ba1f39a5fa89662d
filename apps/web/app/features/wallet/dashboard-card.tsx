import type { DashboardCardProps } from '../../lib/dashboard-card.ts';
import type { WalletSummary } from './wallet-summary.server.ts';
import { WalletSummaryCard } from './wallet-summary.tsx';

/** The wallet's dashboard card (`dashboard-card.server.ts`). */
export default function WalletDashboardCard({ data, lang }: DashboardCardProps<WalletSummary>) {
  return <WalletSummaryCard summary={data} lang={lang} />;
}
