import { useState } from 'react';
import { isInIndia, OUTSIDE_INDIA, type BusinessLocation, type GeoPoint } from '@shared/geo/location';
import { Button } from '../../../components/ui/button';
import { LazyMap } from '../../../components/map/lazy-map';
import { locateVisitor } from '../../../lib/visitor-position';

/** Where a map with no pin yet starts: the middle of India. */
const INDIA_CENTRE = { lat: 22.5, lng: 79 };
const rounded = (point: GeoPoint): GeoPoint => ({ lat: Math.round(point.lat * 1e6) / 1e6, lng: Math.round(point.lng * 1e6) / 1e6 });

/**
 * The Location tab's pin-drop: the owner drags the pin, clicks the map, or
 * uses their current location; the pin is saved as the listing's position
 * (source 'owner'). Without one, the server places the listing by its PIN
 * code or city. `value` is the saved location (with its source) or the pin
 * dropped since.
 */
export function LocationPin({ value, onChange, error }: { value: Partial<BusinessLocation> | null | undefined; onChange: (point: GeoPoint | null) => void; error?: string }) {
  const [mapOpen, setMapOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string>();
  const pinned = value && typeof value.lat === 'number' && typeof value.lng === 'number' ? { lat: value.lat, lng: value.lng } : undefined;
  const ownerPin = pinned && (value?.source === undefined || value.source === 'owner');

  function place(point: GeoPoint) {
    if (!isInIndia(point)) return setProblem(OUTSIDE_INDIA);
    setProblem(undefined);
    onChange(rounded(point));
  }

  async function placeAtCurrentLocation() {
    setLocating(true);
    try {
      place(await locateVisitor());
      setMapOpen(true);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setLocating(false);
    }
  }

  return (
    <fieldset className="location-pin">
      <legend className="field__label">Pin on the map</legend>
      <p className="muted" id="location-pin-status">
        {ownerPin
          ? `Your pin: ${pinned.lat.toFixed(5)}, ${pinned.lng.toFixed(5)}.`
          : pinned
            ? `Placed by its ${value?.source === 'pincode' ? 'PIN code' : value?.source}: drop a pin to show exactly where it is.`
            : 'No pin yet: without one, the listing is placed by its PIN code.'}
      </p>
      <div className="button-row">
        <Button variant="outline" size="sm" aria-expanded={mapOpen} aria-controls="location-pin-map" onClick={() => setMapOpen(!mapOpen)}>
          {mapOpen ? 'Hide map' : 'Drop a pin on the map'}
        </Button>
        <Button variant="outline" size="sm" isLoading={locating} onClick={() => void placeAtCurrentLocation()}>
          Use my current location
        </Button>
        {ownerPin && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remove pin
          </Button>
        )}
      </div>
      {(problem || error) && (
        <p className="field__error" role="alert">
          {problem ?? error}
        </p>
      )}
      {mapOpen && (
        <div id="location-pin-map">
          <LazyMap label="Map: drag the pin or click where your business is" pins={[{ id: 'pin', ...(pinned ?? INDIA_CENTRE), label: 'Your business' }]} zoom={pinned ? 16 : 5} onPinMove={place} />
        </div>
      )}
    </fieldset>
  );
}
