import { describe, expect, it } from 'vitest';
import { HEADER_SLOT_SOURCES } from './header-slots.server.ts';
import { HEADER_SLOT_COMPONENTS } from './header-slots.tsx';

describe('the cabinet header’s contributed slots', () => {
  it('finds each feature’s slot by its files: the wallet’s balance, then the notifications’ bell', () => {
    expect(HEADER_SLOT_SOURCES.map((slot) => slot.feature)).toEqual(['wallet', 'notifications']);
  });

  it('has a component for every slot’s data, and no component without data', () => {
    const sources = HEADER_SLOT_SOURCES.map((slot) => slot.feature).sort();
    expect(Object.keys(HEADER_SLOT_COMPONENTS).sort()).toEqual(sources);
  });
});
