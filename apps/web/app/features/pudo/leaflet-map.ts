import 'leaflet/dist/leaflet.css';
import L from 'leaflet';

export interface MapPoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

export interface MapHandle {
  show(points: MapPoint[]): void;
  focus(id: string): void;
  destroy(): void;
}

export interface MapOptions {
  /** The map's name, and its zoom buttons' titles, in the page's language (Leaflet's own are English). */
  label: string;
  zoomIn: string;
  zoomOut: string;
  onTilesFailed: () => void;
  onSelect: (id: string) => void;
}

/**
 * The pickup-point map (Leaflet, loaded only on this page and only in the browser): a marker per point, fitted to
 * the points shown. `onTilesFailed` is called once when tiles cannot load (offline, blocked), so the page can say
 * that the list has everything.
 */
export function mountMap(
  element: HTMLElement,
  tiles: { url: string; attribution: string },
  options: MapOptions,
): MapHandle {
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: true, zoomControl: false });
  L.control.zoom({ zoomInTitle: options.zoomIn, zoomOutTitle: options.zoomOut }).addTo(map);
  element.setAttribute('aria-label', options.label);
  let failed = false;
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 })
    .on('tileerror', () => {
      if (failed) return;
      failed = true;
      options.onTilesFailed();
    })
    .addTo(map);
  const layer = L.layerGroup().addTo(map);
  const markers = new Map<string, L.CircleMarker>();
  return {
    show(points) {
      layer.clearLayers();
      markers.clear();
      for (const point of points) {
        const marker = L.circleMarker([point.lat, point.lng], { radius: 8, weight: 2, fillOpacity: 0.8 })
          .bindTooltip(point.name)
          .on('click', () => options.onSelect(point.id))
          .addTo(layer);
        markers.set(point.id, marker);
      }
      if (points.length > 0)
        map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [24, 24], maxZoom: 14 });
      else map.setView([41, 55], 4);
    },
    focus(id) {
      const marker = markers.get(id);
      if (marker) map.setView(marker.getLatLng(), 15);
    },
    destroy() {
      map.remove();
    },
  };
}
