import type { RequestState } from '../lib/context.ts';
import type { DashboardCardSource } from '../lib/dashboard-card.ts';
import { byFeature } from './by-feature.ts';

const SOURCES = import.meta.glob<DashboardCardSource<unknown>>('../features/*/dashboard-card.server.ts', {
  eager: true,
  import: 'dashboardCard',
});

/** A card to draw: the feature that contributes it (its folder) and its data. */
export interface DashboardCardData {
  feature: string;
  data: unknown;
}

/** The features' dashboard cards, in their order (`lib/dashboard-card.ts`). */
export const DASHBOARD_CARD_SOURCES = byFeature(SOURCES)
  .map(([feature, source]) => ({ feature, source }))
  .sort((a, b) => a.source.order - b.source.order);

/** Every contributed card's data for this request, loaded side by side; a card whose data is null is left out. */
export async function dashboardCards(state: RequestState): Promise<DashboardCardData[]> {
  const cards = await Promise.all(
    DASHBOARD_CARD_SOURCES.map(async ({ feature, source }) => ({ feature, data: await source.load(state) })),
  );
  return cards.filter((card) => card.data !== null);
}
