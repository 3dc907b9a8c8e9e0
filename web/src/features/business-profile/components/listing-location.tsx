import { useState } from 'react';
import { distanceKm, formatDistance, type BusinessLocation } from '@shared/geo/location';
import { Button } from '../../../components/ui/button';
import { LazyMap } from '../../../components/map/lazy-map';
import { useStoredValue } from '../../../lib/stored-value';
import { visitorPosition } from '../../../lib/visitor-position';

/** "1.2 km away", when the visitor has shared their position this session (never on the server's page). */
export function DistanceAway({ location }: { location: BusinessLocation | undefined }) {
  const [position] = useStoredValue(visitorPosition);
  if (!location || !position) return null;
  return <span className="profile-distance">{formatDistance(distanceKm(position, location))} away</span>;
}

/** The listing's pin on a map, shown on request: Leaflet and the tiles load only then. */
export function ListingMap({ name, location }: { name: string; location: BusinessLocation | undefined }) {
  const [open, setOpen] = useState(false);
  if (!location) return null;
  return (
    <div className="profile-map">
      <Button variant="outline" size="sm" aria-expanded={open} aria-controls="profile-map" onClick={() => setOpen(!open)}>
        {open ? 'Hide map' : 'Show map'}
      </Button>
      {open && (
        <div id="profile-map">
          <LazyMap label={`Map showing where ${name} is`} pins={[{ id: 'listing', ...location, label: name }]} />
          {location.source !== 'owner' && <p className="muted">Placed by its {location.source === 'pincode' ? 'PIN code' : location.source}: the pin is approximate.</p>}
        </div>
      )}
    </div>
  );
}
