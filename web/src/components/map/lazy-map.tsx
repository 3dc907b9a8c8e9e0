import { lazy, Suspense } from 'react';
import type { MapProps } from './map-types';

export type { MapPin, MapProps } from './map-types';

const LeafletMapView = lazy(() => import('./leaflet-map'));

/** A map that loads Leaflet (and its CSS) only when it is first shown, so no page's first load carries it. */
export function LazyMap(props: MapProps) {
  return (
    <Suspense
      fallback={
        <div className="map map--loading" role="status">
          Loading map…
        </div>
      }
    >
      <LeafletMapView {...props} />
    </Suspense>
  );
}
