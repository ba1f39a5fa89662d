import { describe, expect, it } from 'vitest';
import { CABINET_NAV } from '../lib/site-map.ts';
import { NAV_ICONS } from './nav-icons.ts';

describe('the side navigation’s icons', () => {
  it('has an icon for every side-navigation page of the site map, found in its feature folder', () => {
    const missing = CABINET_NAV.map((page) => page.cabinetNav.icon).filter((feature) => !NAV_ICONS[feature]);
    expect(missing).toEqual([]);
  });

  it('has no icon that no page uses', () => {
    const used = new Set<string>(CABINET_NAV.map((page) => page.cabinetNav.icon));
    expect(Object.keys(NAV_ICONS).filter((feature) => !used.has(feature))).toEqual([]);
  });
});
