import type { CustomsMeter } from '@yolla/contract';
import type { DashboardCardSource } from '../../lib/dashboard-card.ts';
import { customsMeter } from './customs-meter.server.ts';

/** The customs-limit meter on the dashboard, after the wallet. */
export const dashboardCard: DashboardCardSource<CustomsMeter> = { order: 20, load: customsMeter };
