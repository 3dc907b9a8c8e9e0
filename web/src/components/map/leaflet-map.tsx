import 'leaflet/dist/leaflet.css';
import '../../styles/components/map.css';
import { useEffect, useRef } from 'react';
import { control, divIcon, latLngBounds, map as createMap, marker as createMarker, tileLayer, type Map as LeafletMap, type Marker } from 'leaflet';
import { localizePath } from '@shared/i18n/locales';
import { useT } from '../../i18n';
import { useRouterLocale } from '../../lib/router';
import type { MapPin, MapProps } from './map-types';

/** OpenStreetMap's tiles, with the attribution their licence requires. */
export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A pin drawn in CSS: no marker images to fetch or to break under the bundler. */
const pinIcon = divIcon({ className: 'map-pin', html: '<span class="map-pin__dot"></span>', iconSize: [28, 36], iconAnchor: [14, 34], popupAnchor: [0, -30] });

/** A popup's content as DOM nodes: names are text, never markup. `href` puts an app path in the page's language. */
function popupContent(pin: MapPin, href: (path: string) => string): HTMLElement {
  const element = document.createElement(pin.href ? 'a' : 'span');
  element.textContent = pin.label;
  if (pin.href && element instanceof HTMLAnchorElement) element.href = href(pin.href);
  return element;
}

/**
 * A Leaflet map of OpenStreetMap tiles with pins: the whole module (Leaflet
 * and its CSS) is a chunk of its own, loaded only when a map is opened
 * (LazyMap). Each pin is a keyboard-reachable button named after its listing.
 */
export default function LeafletMapView({ label, pins, zoom = 15, onPinMove, className }: MapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markers = useRef<Marker[]>([]);
  const moveRef = useRef(onPinMove);
  moveRef.current = onPinMove;
  const t = useT();
  const locale = useRouterLocale();

  useEffect(() => {
    // The zoom buttons' titles in the page's language (Leaflet's own are English).
    const map = createMap(container.current!, { scrollWheelZoom: false, zoomControl: false });
    control.zoom({ zoomInTitle: t('Zoom in'), zoomOutTitle: t('Zoom out') }).addTo(map);
    tileLayer(OSM_TILES, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(map);
    map.on('click', (event) => {
      if (!moveRef.current || !markers.current[0]) return;
      markers.current[0].setLatLng(event.latlng);
      moveRef.current({ lat: event.latlng.lat, lng: event.latlng.lng });
    });
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
    // Built once: the page's language never changes under a mounted map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pinKey = JSON.stringify(pins);
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    for (const old of markers.current) old.remove();
    markers.current = pins.map((pin) => {
      const marker = createMarker([pin.lat, pin.lng], { icon: pinIcon, title: pin.label, draggable: Boolean(moveRef.current), autoPanOnFocus: true }).addTo(map);
      marker.getElement()?.setAttribute('aria-label', pin.label);
      if (moveRef.current) {
        marker.on('dragend', () => {
          const { lat, lng } = marker.getLatLng();
          moveRef.current?.({ lat, lng });
        });
      } else marker.bindPopup(() => popupContent(pin, (path) => localizePath(path, locale)));
      return marker;
    });
    if (pins.length === 1) map.setView([pins[0]!.lat, pins[0]!.lng], zoom);
    else if (pins.length > 1) map.fitBounds(latLngBounds(pins.map((pin) => [pin.lat, pin.lng])), { padding: [32, 32], maxZoom: 16 });
    // Pins are compared by value: a re-render with equal pins keeps the map where the visitor moved it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pinKey, zoom, locale]);

  return <div ref={container} className={className ? `map ${className}` : 'map'} role="region" aria-label={label} />;
}
