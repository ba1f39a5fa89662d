import type { ComponentType } from 'react';
import type { UrlLang } from '@yolla/i18n';
import { byFeature } from './by-feature.ts';
import type { DashboardCardData } from './dashboard-cards.server.ts';

/** A card's component, whatever its data: each is handed the data its own `load` returned. */
type CardComponent = ComponentType<{ data: never; lang: UrlLang }>;

const FILES = import.meta.glob<CardComponent>('../features/*/dashboard-card.tsx', { eager: true, import: 'default' });

/** The features' dashboard card components, by feature folder. */
export const DASHBOARD_CARD_COMPONENTS: Readonly<Record<string, CardComponent>> = Object.fromEntries(byFeature(FILES));

/** The contributed cards, in the order the server loaded them. */
export function DashboardCards({ cards, lang }: { cards: DashboardCardData[]; lang: UrlLang }) {
  return cards.map(({ feature, data }) => {
    const Card = DASHBOARD_CARD_COMPONENTS[feature];
    return Card ? <Card key={feature} data={data as never} lang={lang} /> : null;
  });
}
