// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import type { Locale } from '@yolla/i18n';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../tests/unit/render.tsx';
import { PudoMap } from './pudo-map.tsx';

const POINTS = [{ id: '1', name: 'Nizami', lat: 40.38, lng: 49.85 }];
const TILES = { url: 'data:,', attribution: 'Tiles' };

/** The map's zoom buttons as Leaflet draws them, once it has loaded. */
async function zoomButtons(locale: Locale) {
  renderInApp(<PudoMap points={POINTS} tiles={TILES} focused={null} onSelect={() => undefined} />, { locale });
  const map = await screen.findByTestId('pudo-map');
  const zoomIn = await waitFor(
    () => {
      const button = map.querySelector('.leaflet-control-zoom-in');
      if (!button) throw new Error('Leaflet has not drawn its zoom control yet');
      return button;
    },
    { timeout: 10_000 },
  );
  const zoomOut = map.querySelector('.leaflet-control-zoom-out');
  return [zoomIn, zoomOut].map((button) => [button?.getAttribute('title'), button?.getAttribute('aria-label')]);
}

describe('the pickup-point map’s zoom buttons', () => {
  it.each([
    ['en', 'Zoom in', 'Zoom out'],
    ['ka', 'გადიდება', 'დაპატარავება'],
    ['az', 'Yaxınlaşdır', 'Uzaqlaşdır'],
  ] as const)('are named in the page’s language (%s)', async (locale, zoomIn, zoomOut) => {
    expect(await zoomButtons(locale)).toEqual([
      [zoomIn, zoomIn],
      [zoomOut, zoomOut],
    ]);
  });
});
