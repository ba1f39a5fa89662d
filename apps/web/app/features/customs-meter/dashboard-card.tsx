import type { CustomsMeter } from '@yolla/contract';
import type { DashboardCardProps } from '../../lib/dashboard-card.ts';
import { CustomsMeterCard } from './customs-meter.tsx';

/** The customs meter's dashboard card (`dashboard-card.server.ts`). */
export default function CustomsMeterDashboardCard({ data, lang }: DashboardCardProps<CustomsMeter>) {
  return <CustomsMeterCard meter={data} lang={lang} />;
}
