import { useState } from 'react';
import { isInIndia, OUTSIDE_INDIA, type BusinessLocation, type GeoPoint } from '@shared/geo/location';
import { Button } from '../../../components/ui/button';
import { LazyMap } from '../../../components/map/lazy-map';
import { locateVisitor } from '../../../lib/visitor-position';
import { translate, useT } from '../../../i18n';
import { localizeMessage } from '../../../lib/message-text';

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
  const t = useT();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string>();
  const pinned = value && typeof value.lat === 'number' && typeof value.lng === 'number' ? { lat: value.lat, lng: value.lng } : undefined;
  const ownerPin = pinned && (value?.source === undefined || value.source === 'owner');

  function place(point: GeoPoint) {
    if (!isInIndia(point)) return setProblem(translate(OUTSIDE_INDIA));
    setProblem(undefined);
    onChange(rounded(point));
  }

  async function placeAtCurrentLocation() {
    setLocating(true);
    try {
      place(await locateVisitor());
      setMapOpen(true);
    } catch (failure) {
      setProblem(localizeMessage(failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setLocating(false);
    }
  }

  return (
    <fieldset className="location-pin">
      <legend className="field__label">{t('Pin on the map')}</legend>
      <p className="muted" id="location-pin-status">
        {ownerPin
          ? t('Your pin: {lat}, {lng}.', { lat: pinned.lat.toFixed(5), lng: pinned.lng.toFixed(5) })
          : pinned
            ? value?.source === 'pincode'
              ? t('Placed by its PIN code: drop a pin to show exactly where it is.')
              : value?.source === 'city'
                ? t('Placed by its city: drop a pin to show exactly where it is.')
                : t('Placed by its locality: drop a pin to show exactly where it is.')
            : t('No pin yet: without one, the listing is placed by its PIN code.')}
      </p>
      <div className="button-row">
        <Button variant="outline" size="sm" aria-expanded={mapOpen} aria-controls="location-pin-map" onClick={() => setMapOpen(!mapOpen)}>
          {mapOpen ? t('Hide map') : t('Drop a pin on the map')}
        </Button>
        <Button variant="outline" size="sm" isLoading={locating} onClick={() => void placeAtCurrentLocation()}>
          {t('Use my current location')}
        </Button>
        {ownerPin && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('Remove pin')}
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
          <LazyMap
            label={t('Map: drag the pin or click where your business is')}
            pins={[{ id: 'pin', ...(pinned ?? INDIA_CENTRE), label: t('Your business') }]}
            zoom={pinned ? 16 : 5}
            onPinMove={place}
          />
        </div>
      )}
    </fieldset>
  );
}
