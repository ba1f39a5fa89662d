import { describe, expect, it } from 'vitest';
import { DASHBOARD_CARD_SOURCES } from './dashboard-cards.server.ts';
import { DASHBOARD_CARD_COMPONENTS } from './dashboard-cards.tsx';

describe('the dashboard’s contributed cards', () => {
  it('finds each feature’s card by its files, the wallet first and then the customs meter', () => {
    expect(DASHBOARD_CARD_SOURCES.map((card) => card.feature)).toEqual(['wallet', 'customs-meter']);
  });

  it('has a component for every card’s data, and no component without data', () => {
    const sources = DASHBOARD_CARD_SOURCES.map((card) => card.feature).sort();
    expect(Object.keys(DASHBOARD_CARD_COMPONENTS).sort()).toEqual(sources);
  });
});
