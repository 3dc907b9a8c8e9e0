import { useState } from 'react';
import { distanceKm, formatDistance, type BusinessLocation } from '@shared/geo/location';
import { Button } from '../../../components/ui/button';
import { LazyMap } from '../../../components/map/lazy-map';
import { useStoredValue } from '../../../lib/stored-value';
import { visitorPosition } from '../../../lib/visitor-position';
import { useT } from '../../../i18n';

/** "1.2 km away", when the visitor has shared their position this session (never on the server's page). */
export function DistanceAway({ location }: { location: BusinessLocation | undefined }) {
  const t = useT();
  const [position] = useStoredValue(visitorPosition);
  if (!location || !position) return null;
  return <span className="profile-distance">{t('{distance} away', { distance: formatDistance(distanceKm(position, location)) })}</span>;
}

/** The listing's pin on a map, shown on request: Leaflet and the tiles load only then. */
export function ListingMap({ name, location }: { name: string; location: BusinessLocation | undefined }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!location) return null;
  return (
    <div className="profile-map">
      <Button variant="outline" size="sm" aria-expanded={open} aria-controls="profile-map" onClick={() => setOpen(!open)}>
        {open ? t('Hide map') : t('Show map')}
      </Button>
      {open && (
        <div id="profile-map">
          <LazyMap label={t('Map showing where {name} is', { name })} pins={[{ id: 'listing', ...location, label: name }]} />
          {location.source !== 'owner' && (
            <p className="muted">
              {location.source === 'pincode' ? t('Placed by its PIN code: the pin is approximate.') : t('Placed by its {source}: the pin is approximate.', { source: location.source })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
