import { lazy, Suspense } from 'react';
import type { MapProps } from './map-types';
import { useT } from '../../i18n';

export type { MapPin, MapProps } from './map-types';

const LeafletMapView = lazy(() => import('./leaflet-map'));

/** A map that loads Leaflet (and its CSS) only when it is first shown, so no page's first load carries it. */
export function LazyMap(props: MapProps) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div className="map map--loading" role="status">
          {t('Loading map…')}
        </div>
      }
    >
      <LeafletMapView {...props} />
    </Suspense>
  );
}
