import { IconMapOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { MapHandle, MapPoint } from './leaflet-map.ts';

/**
 * The map of the points shown. Leaflet arrives after the page (its own chunk), so the first load stays light;
 * without JavaScript or without tiles the page says that the list below has every point.
 */
export function PudoMap({
  points,
  tiles,
  focused,
  onSelect,
}: {
  points: MapPoint[];
  tiles: { url: string; attribution: string };
  focused: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('pudo');
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const selectRef = useRef(onSelect);
  const pointsRef = useRef(points);
  useEffect(() => {
    selectRef.current = onSelect;
    pointsRef.current = points;
  });

  useEffect(() => {
    let cancelled = false;
    import('./leaflet-map.ts')
      .then(({ mountMap }) => {
        if (cancelled || !element.current) return;
        handle.current = mountMap(element.current, tiles, {
          label: t('map.label'),
          zoomIn: t('map.zoom_in'),
          zoomOut: t('map.zoom_out'),
          onTilesFailed: () => setFailed(true),
          onSelect: (id) => selectRef.current(id),
        });
        handle.current.show(pointsRef.current);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
    // The map is made once per page; the points and the focus follow below.
  }, [tiles, t]);

  useEffect(() => handle.current?.show(points), [points]);
  useEffect(() => {
    if (focused) handle.current?.focus(focused);
  }, [focused]);

  return (
    <div className="pudo-map-frame">
      {failed ? (
        <Alert tone="gray" icon={<IconMapOff size={18} aria-hidden />} role="status" data-testid="map-unavailable">
          {t('map.unavailable')}
        </Alert>
      ) : null}
      <div ref={element} className="pudo-map" data-testid="pudo-map" role="region" aria-label={t('map.label')}>
        {/* Until the page is interactive (and for good without JavaScript) the map's place says where the points are. */}
        <p className="pudo-map__note y-until-hydrated">{t('map.no_script')}</p>
      </div>
    </div>
  );
}
